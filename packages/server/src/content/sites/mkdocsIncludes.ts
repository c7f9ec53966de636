// The includes of MkDocs' Markdown extensions, which run before anything else reads a page (in
// code blocks too):
//   pymdownx.snippets   --8<-- "file.md"   --8<-- "file.md:2:5"   --8<-- "file.py:section"
//                       --8<--             (a block: one file a line)
//                       file.md
//                       --8<--
//   markdown-include    {!file.md!}   {!file.md!lines=1 3-5}   (mdx_include: {! file.md !})
//   markdown_include_variants (FastAPI's sites)   {* docs_src/app.py hl[3:4] *}   as a code block
// Files are read only from inside the site (includedFile.ts). Every included line keeps the line
// of the page that included it, for what is said of it.
import path from "node:path";
import { readIncludedFile } from "./includedFile.js";
import type { DialectPage, DialectWarning } from "./siteReader.js";

/** A line of a page's body as rewritten, with the body's line it came from (1-based). */
export interface SourceLine {
  text: string;
  line: number;
}

/** Where snippets are looked for: a folder (absolute), or the including page's own folder (`!relative`). */
export type SnippetBase = { dir: string } | "page";

export interface IncludeOptions {
  /** pymdownx.snippets' base_path, in order. */
  snippetBases?: readonly SnippetBase[];
  /** markdown-include's (or mdx_include's) base_path, absolute. */
  includeBase?: string;
  /** markdown_include_variants' base, absolute: the folder of mkdocs.yml. */
  codeIncludeBase?: string;
}

/** Files within files, before the reader gives up: the extensions stop at a loop, the reader at this too. */
const MAX_DEPTH = 8;

// pymdownx.snippets' own patterns.
const SNIPPET_LINE =
  /^(?<space>[ \t]*)(?<escape>;*)(?:(?<inline>-+8<-+[ \t]+)(?<file>"(?:\\"|[^"\r\n])+?"|'(?:\\'|[^'\r\n])+?')(?![ \t])|(?<block>-+8<-+)(?![ \t]))\r?$/;
const SNIPPET_SPEC = /^(.*?)(?:(:[0-9]*)?(:[0-9]*)?|(:[a-z][-_0-9a-z]*)?)$/i;
const SECTION_MARK = /^(.*?)(;*)(-+8<-+[ \t]+)\[[ \t]*(start|end)[ \t]*:[ \t]*([a-z][-_0-9a-z]*)[ \t]*\](.*)$/i;
const MARKDOWN_INCLUDE = /\{!\s*(.+?)\s*!((?:\blines\b)=([0-9 -]+))?\}/;
const CODE_INCLUDE = /^(\s*)\{\*\s*(\S+)(.*?)\*\}\s*$/;

const CODE_LANGUAGES: Record<string, string> = { py: "python", js: "javascript", ts: "typescript", sh: "bash" };

export function expandIncludes(
  lines: readonly SourceLine[],
  page: DialectPage,
  options: IncludeOptions,
  warnings: DialectWarning[],
): SourceLine[] {
  return new Includer(page, options, warnings).expand(lines);
}

class Includer {
  constructor(
    private readonly page: DialectPage,
    private readonly options: IncludeOptions,
    private readonly warnings: DialectWarning[],
  ) {}

  expand(lines: readonly SourceLine[]): SourceLine[] {
    let expanded = [...lines];
    if (this.options.snippetBases) expanded = this.snippets(expanded, [], 0);
    if (this.options.includeBase !== undefined) expanded = this.markdownIncludes(expanded, [], 0);
    if (this.options.codeIncludeBase !== undefined) expanded = this.codeIncludes(expanded);
    return expanded;
  }

  /** pymdownx.snippets' parse_snippets: `stack` holds the files being included, which are not included again. */
  private snippets(lines: readonly SourceLine[], stack: readonly string[], depth: number): SourceLine[] {
    const result: SourceLine[] = [];
    let inBlock = false;
    for (const source of lines) {
      const match = SNIPPET_LINE.exec(source.text);
      const groups = match?.groups ?? {};
      if (match && groups.escape) {
        result.push({ ...source, text: source.text.replace(";", "") });
        continue;
      }
      if (match && groups.block !== undefined) {
        inBlock = !inBlock;
        continue;
      }
      // Inside a block, a line is a file name; an inline snippet there is ignored.
      if (match && inBlock) continue;
      if (!match && !inBlock) {
        result.push(source);
        continue;
      }
      const space = (match ? groups.space! : /^[ \t]*/.exec(source.text)![0]).replace(/\t/g, "    ");
      const written = match ? groups.file!.slice(1, -1).trim() : source.text.trim();
      if (!match && written === "") {
        result.push({ ...source, text: "" });
        continue;
      }
      if (written.startsWith(";")) continue;
      const included = this.snippet(written, stack, depth, source.line);
      for (const text of included) result.push({ text: space + text.text, line: source.line });
    }
    return result;
  }

  /** The lines of one snippet (`file.md`, `file.md:2:5`, `file.md::3`, `file.md:name`), its own snippets expanded. */
  private snippet(written: string, stack: readonly string[], depth: number, line: number): SourceLine[] {
    const [, name = "", startPart, endPart, sectionPart] = SNIPPET_SPEC.exec(written)!;
    const file = name.trim();
    if (file === "") return [];
    if (/^https?:\/\//i.test(file)) {
      this.warnings.push({
        line,
        message: `the snippet ${JSON.stringify(file)} is an address, which is not downloaded; it is left out`,
      });
      return [];
    }
    const found = this.findSnippet(file, line);
    if (!found || stack.includes(found.file)) return [];
    if (depth >= MAX_DEPTH) {
      this.warnings.push({
        line,
        message: `the snippet ${JSON.stringify(file)} is included ${MAX_DEPTH} files deep; it is left out`,
      });
      return [];
    }
    let texts = splitText(found.text);
    if (startPart !== undefined || endPart !== undefined) {
      const start = startPart && startPart.length > 1 ? Math.max(0, Number(startPart.slice(1)) - 1) : 0;
      const end = endPart && endPart.length > 1 ? Number(endPart.slice(1)) : undefined;
      texts = texts.slice(start, end);
    } else if (sectionPart !== undefined) {
      texts = sectionOf(texts, sectionPart.slice(1));
      if (texts.length === 0) {
        this.warnings.push({
          line,
          message: `the snippet ${JSON.stringify(file)} has no section ${JSON.stringify(sectionPart.slice(1))}; it is left out`,
        });
      }
    }
    return this.snippets(
      texts.map((text) => ({ text, line })),
      [...stack, found.file],
      depth + 1,
    );
  }

  /** The first base path under which the snippet is a file (pymdownx' restrict_base_path: never above the base). */
  private findSnippet(file: string, line: number): { text: string; file: string } | undefined {
    for (const base of this.options.snippetBases ?? []) {
      const dir = base === "page" ? path.join(this.page.dir, path.posix.dirname(this.page.file)) : base.dir;
      const relative = path.relative(dir, path.resolve(dir, file));
      if (relative.startsWith("..") || path.isAbsolute(relative)) continue;
      const included = readIncludedFile(this.page.root, relative, { base: dir });
      if ("text" in included) return included;
      if (!/is no file of the site/.test(included.reason)) {
        this.warnings.push({ line, message: `the snippet ${included.reason}` });
        return undefined;
      }
    }
    this.warnings.push({ line, message: `the snippet ${JSON.stringify(file)} is no file of the site; it is left out` });
    return undefined;
  }

  /** markdown-include's `{!file!}`, anywhere in a line, replaced by the file's lines. */
  private markdownIncludes(lines: readonly SourceLine[], stack: readonly string[], depth: number): SourceLine[] {
    const result: SourceLine[] = [];
    for (const source of lines) {
      const match = MARKDOWN_INCLUDE.exec(source.text);
      if (!match) {
        result.push(source);
        continue;
      }
      // mdx_include takes options after a "|": the file is what comes before.
      const file = match[1]!.split(/\s+\|/)[0]!.trim();
      const before = source.text.slice(0, match.index);
      const after = source.text.slice(match.index + match[0].length);
      const included = readIncludedFile(this.page.root, file, { base: this.options.includeBase });
      let texts: string[] = [];
      if (!("text" in included)) {
        this.warnings.push({ line: source.line, message: `the included file ${included.reason}; it is left out` });
      } else if (stack.includes(included.file) || depth >= MAX_DEPTH) {
        this.warnings.push({ line: source.line, message: `${JSON.stringify(file)} includes itself; it is left out` });
      } else {
        texts = selectLines(splitText(included.text), match[3]);
        const nested = this.markdownIncludes(
          texts.map((text) => ({ text, line: source.line })),
          [...stack, included.file],
          depth + 1,
        );
        texts = nested.map((nestedLine) => nestedLine.text);
      }
      const joined = [...texts];
      joined[0] = before + (joined[0] ?? "");
      joined[joined.length - 1] += after;
      // What follows on the line may hold another include.
      const rest = this.markdownIncludes([{ text: joined.pop()!, line: source.line }], stack, depth);
      result.push(...joined.map((text) => ({ text, line: source.line })), ...rest);
    }
    return result;
  }

  /** `{* file.py hl[3:4,7] *}`: the file as a code block in its language, with the lines to highlight. */
  private codeIncludes(lines: readonly SourceLine[]): SourceLine[] {
    const result: SourceLine[] = [];
    for (const source of lines) {
      const match = CODE_INCLUDE.exec(source.text);
      if (!match) {
        result.push(source);
        continue;
      }
      const [, space = "", file = "", rest = ""] = match;
      const included = readIncludedFile(this.page.root, file, { base: this.options.codeIncludeBase });
      if (!("text" in included)) {
        this.warnings.push({ line: source.line, message: `the included file ${included.reason}; it is left out` });
        continue;
      }
      const extension = path.posix.extname(file).slice(1);
      const highlighted = /\bhl\[([^\]]*)\]/.exec(rest)?.[1];
      const marks = highlighted ? ` hl_lines="${highlighted.replace(/:/g, "-").replace(/,/g, " ")}"` : "";
      const code = splitText(included.text.replace(/\n$/, ""));
      const fence = "`".repeat(Math.max(3, ...code.map((text) => (/^\s*(`{3,})/.exec(text)?.[1]?.length ?? 0) + 1)));
      const texts = [`${fence}${CODE_LANGUAGES[extension] ?? extension}${marks}`, ...code, fence];
      result.push(...texts.map((text) => ({ text: space + text, line: source.line })));
    }
    return result;
  }
}

function splitText(text: string): string[] {
  return text.split(/\r?\n/);
}

/** The lines between `--8<-- [start:name]` and `--8<-- [end:name]`, without the other sections' marks. */
function sectionOf(lines: readonly string[], name: string): string[] {
  const result: string[] = [];
  let inside = false;
  for (const text of lines) {
    const mark = SECTION_MARK.exec(text);
    if (mark && inside && mark[2]) {
      result.push(
        mark[1]! + mark[2].slice(1) + mark[3]! + text.slice(mark[1]!.length + mark[2].length + mark[3]!.length),
      );
      continue;
    }
    if (mark && mark[5] === name) {
      if (mark[4]!.toLowerCase() === "start") {
        inside = true;
        continue;
      }
      if (inside) break;
    }
    if (mark && inside) continue;
    if (inside) result.push(text);
  }
  return result;
}

/** markdown-include's `lines=1 3 8-10`: those lines, in that order. */
function selectLines(lines: readonly string[], spec: string | undefined): string[] {
  if (spec === undefined) return [...lines];
  return spec
    .trim()
    .split(/\s+/)
    .flatMap((part) => {
      const [from, to = from] = part.split("-").map(Number);
      if (!from || !to || to < from) return [];
      return lines.slice(from - 1, to);
    });
}
