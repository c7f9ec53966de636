// What VitePress adds to a page's Markdown, rewritten as the Markdown rxdocs reads: its includes,
// `<!--@include: ./parts/basics.md-->` (a line range `{3,10}` or a region `#name` after the
// path), replaced by the file's text, and its code snippets, `<<< @/snippets/a.js#name{2,4-6 ts} [title]`,
// replaced by a fenced block of the file's code. `@` is srcDir; any other path is relative to the
// file it is written in (a snippet's, as VitePress reads it, to the page). Files are read only
// from inside the site, and nothing is done inside code blocks.
import path from "node:path";
import { FencedCode } from "../fencedCode.js";
import { rewriteLinkTargets } from "../linkTargets.js";
import { readIncludedFile } from "./includedFile.js";
import type { DialectWarning, PageDialect } from "./siteReader.js";
import { dedent, regionLines, withoutRegionMarkers } from "./vitepressRegions.js";

const INCLUDE = /<!--\s*@include:\s*(.*?)\s*-->/g;
const INCLUDE_RANGE = /\{(\d*),(\d*)\}$/;
const INCLUDE_REGION = /#([^\s{]+)$/;
/** A snippet is a line of its own, indented as a block may be. */
const SNIPPET = /^( {0,3})<<<(.*)$/;
const SNIPPET_TITLE = /\s*\[(.+)\]$/;
const SNIPPET_REGION = /#([\w.-]+)$/;
const LINE_MARKS = /^\d+(?:[,-]\d+)*$/;
const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
/** Includes nest no deeper than this, and a page takes no more text from its includes. */
const MAX_INCLUDE_DEPTH = 16;
const MAX_INCLUDED_CHARACTERS = 8 * 1024 * 1024;

export interface VitepressDialectOptions {
  /** The folder of the pages, absolute: what `@/` names. */
  srcDir: string;
  /** The site's folder, absolute: nothing outside it is read. */
  root: string;
}

export function vitepressDialect(options: VitepressDialectOptions): PageDialect {
  return (body, page) => new PageRewrite(options, path.join(page.dir, page.file)).run(body);
}

class PageRewrite {
  private readonly warnings: DialectWarning[] = [];
  private includedCharacters = 0;

  constructor(
    private readonly options: VitepressDialectOptions,
    /** The page's file, absolute. */
    private readonly page: string,
  ) {}

  run(body: string): { body: string; warnings: DialectWarning[] } {
    if (!body.includes("@include") && !body.includes("<<<")) return { body, warnings: [] };
    return { body: this.rewrite(body, this.page, [], undefined), warnings: this.warnings };
  }

  /**
   * The text with its includes and snippets in place. `file` is the file it was read from;
   * `atLine` is the page's line that included it, which what is said of it names.
   */
  private rewrite(text: string, file: string, including: readonly string[], atLine: number | undefined): string {
    const code = new FencedCode();
    return text
      .split("\n")
      .map((line, index) => {
        if (code.holds(line)) return line;
        const lineOfPage = atLine ?? index + 1;
        const snippet = SNIPPET.exec(line);
        if (snippet) return this.snippet(snippet[2]!, snippet[1]!, lineOfPage);
        if (!line.includes("@include")) return line;
        return line.replace(INCLUDE, (directive: string, target: string) => {
          const isOwnLine = line.trim() === directive;
          return this.include(target, { file, including, line: lineOfPage, rebase: isOwnLine });
        });
      })
      .join("\n");
  }

  private include(
    written: string,
    from: { file: string; including: readonly string[]; line: number; rebase: boolean },
  ): string {
    let target = written;
    const range = INCLUDE_RANGE.exec(target);
    if (range) target = target.slice(0, range.index);
    const region = INCLUDE_REGION.exec(target);
    if (region) target = target.slice(0, region.index);
    const warn = (reason: string) => {
      this.warnings.push({ line: from.line, message: `@include: ${withConsequence(reason, "nothing is included")}` });
      return "";
    };
    if (from.including.length >= MAX_INCLUDE_DEPTH) return warn(`includes nest more than ${MAX_INCLUDE_DEPTH} deep`);
    const read = this.read(target, path.dirname(from.file));
    if ("reason" in read) return warn(read.reason);
    if (read.file === from.file || from.including.includes(read.file)) {
      return warn(`${JSON.stringify(written)} includes itself`);
    }
    let content = read.text;
    // A range without a region counts the lines of the whole file, front matter and all.
    if (read.file.endsWith(".md") && (region || !range)) content = content.replace(FRONT_MATTER, "");
    let lines = content.split("\n");
    if (region) {
      const found = regionLines(lines, region[1]!);
      if (!found) return warn(`${JSON.stringify(written)} has no region ${JSON.stringify(region[1])}`);
      lines = found.lines;
    }
    if (range) {
      const start = range[1] ? Number(range[1]) : 1;
      const end = range[2] ? Number(range[2]) : lines.length;
      if (start < 1 || end < start || end > lines.length) {
        return warn(`the lines ${range[0]} are not in ${JSON.stringify(target)}`);
      }
      lines = lines.slice(start - 1, end);
    }
    this.includedCharacters += content.length;
    if (this.includedCharacters > MAX_INCLUDED_CHARACTERS) return warn("the page includes too much text");
    let included = lines.join("\n");
    // Links in an included page lead where they do from its own folder, as VitePress rebases them.
    if (read.file.endsWith(".md") && from.rebase) included = this.rebased(included, path.dirname(read.file));
    return this.rewrite(included, read.file, [...from.including, from.file], from.line);
  }

  /** A fenced block of the snippet's code, indented as its line was. */
  private snippet(written: string, indent: string, line: number): string {
    const snippet = parseSnippet(written);
    const read = this.read(snippet.file, path.dirname(this.page));
    if ("reason" in read) {
      this.warnings.push({ line, message: `<<<: ${withConsequence(read.reason, "the code is left out")}` });
      return "";
    }
    let lines = read.text.replace(/\r?\n$/, "").split(/\r?\n/);
    if (snippet.region) {
      const found = regionLines(lines, snippet.region);
      if (!found) {
        this.warnings.push({
          line,
          message: `<<<: ${JSON.stringify(snippet.file)} has no region ${JSON.stringify(snippet.region)}; the code is left out`,
        });
        return "";
      }
      lines = dedent(withoutRegionMarkers(found.lines, found.styles));
    }
    const longest = Math.max(0, ...lines.map((code) => /^\s*(`+)/.exec(code)?.[1]!.length ?? 0));
    const fence = "`".repeat(Math.max(3, longest + 1));
    return [`${fence}${snippet.info}`, ...lines, fence].map((code) => (code === "" ? code : indent + code)).join("\n");
  }

  /** A file an include or a snippet names: `@/` from srcDir, anything else from `fromDir`. */
  private read(written: string, fromDir: string): { text: string; file: string } | { reason: string } {
    const { root, srcDir } = this.options;
    const target = written.trim();
    const fromSrcDir = target.startsWith("@");
    const given = fromSrcDir ? `/${target.replace(/^@[\\/]?/, "")}` : target.replace(/^[\\/]+/, "");
    const found = readIncludedFile(root, given, fromSrcDir ? { base: srcDir } : { fromDir });
    // What is said of the file names it as the page does.
    if ("reason" in found) return { reason: found.reason.replace(JSON.stringify(given), JSON.stringify(target)) };
    return { text: found.text, file: path.join(root, found.file) };
  }

  private rebased(markdown: string, includedDir: string): string {
    const fromPage = path.relative(path.dirname(this.page), includedDir).split(path.sep).join("/");
    if (fromPage === "") return markdown;
    return rewriteLinkTargets(markdown, (target) => {
      if (!target.startsWith(".")) return undefined;
      const rebased = path.posix.join(fromPage, target);
      return rebased.startsWith(".") ? rebased : `./${rebased}`;
    });
  }
}

/** A reason, with what follows from it unless it says so already ("…; it is not included"). */
function withConsequence(reason: string, consequence: string): string {
  return /not included$/.test(reason) ? reason : `${reason}; ${consequence}`;
}

interface Snippet {
  file: string;
  region?: string;
  /** The code fence's info string: the language, the marked lines, the title. */
  info: string;
}

/**
 * `path[#region][{[lines] [lang] [attributes]}][ [title]]`, read from the right, so that the path
 * may hold spaces and dots. The language is the extension's unless the braces name one; the
 * title is the file's name unless the brackets give one.
 */
export function parseSnippet(written: string): Snippet {
  let rest = written.trim();
  let title = "";
  const titled = SNIPPET_TITLE.exec(rest);
  if (titled) {
    title = titled[1]!;
    rest = rest.slice(0, titled.index).trimEnd();
  }
  let meta = { lines: "", lang: "", attributes: "" };
  const braces = rest.lastIndexOf("{");
  if (rest.endsWith("}") && braces > 0) {
    meta = parseSnippetMeta(rest.slice(braces + 1, -1).trim());
    rest = rest.slice(0, braces).trimEnd();
  }
  const region = SNIPPET_REGION.exec(rest);
  if (region) rest = rest.slice(0, region.index);
  const file = rest.trim();
  const name = file.split(/[\\/]/).at(-1) ?? "";
  const extension = /\.([a-zA-Z0-9]+)$/.exec(name)?.[1] ?? "";
  const info = [
    meta.lang || extension,
    meta.lines && `{${meta.lines}}`,
    meta.attributes,
    (title || name) && `[${title || name}]`,
  ]
    .filter(Boolean)
    .join(" ");
  return { file, ...(region && { region: region[1]! }), info };
}

/** `{1,2,4-6 c#:line-numbers twoslash}`: the marked lines, then the language and what follows it. */
function parseSnippetMeta(meta: string): { lines: string; lang: string; attributes: string } {
  const marksOnly = meta.replace(/\s+/g, "");
  if (/^[\d\s,-]+$/.test(meta) && LINE_MARKS.test(marksOnly)) return { lines: marksOnly, lang: "", attributes: "" };
  let rest = meta;
  let lines = "";
  const first = /^\S+/.exec(rest)?.[0] ?? "";
  if (LINE_MARKS.test(first)) {
    lines = first;
    rest = rest.slice(first.length).trimStart();
  }
  const lang = /^\S+/.exec(rest)?.[0] ?? "";
  return { lines, lang, attributes: rest.slice(lang.length).trim() };
}
