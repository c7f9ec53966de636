// Docusaurus MDX read as the Markdown rxdocs renders. What rxdocs has an equivalent for takes
// its syntax (<Tabs> and <Admonition> become containers), HTML stays HTML, and what only means
// something to React (imports, exports, expressions, other components) is dropped, keeping
// every word of prose, with a warning wherever the page will look different.
import { closesFence, type Fence, openingFence } from "./mdx/codeFences.js";
import { nestContainerFences } from "./mdx/containerFences.js";
import { type MdxWarning, parseMdx } from "./mdx/parse.js";
import { type IncludedPartial, renderMdx } from "./mdx/render.js";
import { parseMarkdownFile } from "./frontMatter.js";
import type { IncludedFile } from "./sites/includedFile.js";

export type { MdxWarning };

export interface MdxReading {
  /** Reads a Markdown file the page imports as a component, by the path the import names. */
  include?: (target: string) => IncludedFile;
}

export interface NormalizedMdx {
  markdown: string;
  /** In the order of what they are about; lines are 1-based within the body. */
  warnings: MdxWarning[];
}

/** `body` is the file without its front matter. Never throws. */
export function normalizeMdx(body: string, reading: MdxReading = {}): NormalizedMdx {
  return normalizeWithin(body, reading, []);
}

/** `within`: the partials the text is included in, innermost last. */
function normalizeWithin(body: string, reading: MdxReading, within: readonly string[]): NormalizedMdx {
  // Replacing "\r\n" and "\r" alike keeps the count of lines, and so the warnings' line numbers.
  const text = unwrapMdxCodeBlocks(body.replace(/\r\n?/g, "\n"));
  try {
    const { nodes, warnings, imports } = parseMdx(text);
    const names = {
      partial: (name: string) => {
        const target = imports.partials.get(name);
        return target === undefined ? undefined : partialMarkdown(target, reading, within);
      },
      text: (name: string) => {
        const target = imports.rawFiles.get(name);
        const file = target === undefined ? undefined : reading.include?.(target);
        return file && "text" in file ? file.text : imports.constants.get(name);
      },
    };
    const markdown = nestContainerFences(renderMdx(nodes, warnings, names)).replace(/\n(?:[ \t]*\n)+$/, "\n");
    warnings.sort((a, b) => a.offset - b.offset);
    return { markdown, warnings: warnings.map(({ offset: _offset, ...warning }) => warning) };
  } catch (error) {
    // A page kept as written is better than an import stopped by one page.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      markdown: body,
      warnings: [{ line: 1, message: `the MDX could not be read (${reason}); kept as written` }],
    };
  }
}

/**
 * The Markdown of a file a page imports and uses as a component (Mintlify's snippets, Docusaurus'
 * partials) with what reading it said, or why it has none.
 */
function partialMarkdown(target: string, reading: MdxReading, within: readonly string[]): IncludedPartial {
  if (!reading.include) return { reason: "partials are not read here" };
  if (within.includes(target)) return { reason: `"${target}" includes itself` };
  const file = reading.include(target);
  if ("reason" in file) return { reason: `"${target}" ${file.reason}` };
  const { markdown, warnings } = normalizeWithin(parseMarkdownFile(file.text).body, reading, [...within, target]);
  return { markdown, warnings: warnings.map(({ message }) => `in "${target}": ${message}`) };
}

/**
 * Docusaurus reads the content of a ```mdx-code-block fence as MDX, as if the fence were not
 * there: a way of hiding MDX from editors that only know Markdown. The fence lines become
 * blank, so that the other lines keep their numbers.
 */
function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes("mdx-code-block")) return text;
  const lines = text.split("\n");
  let open: Fence | undefined;
  let isUnwrapped = false;
  lines.forEach((line, index) => {
    if (!open) {
      open = openingFence(line);
      isUnwrapped = open?.info === "mdx-code-block";
      if (isUnwrapped) lines[index] = "";
    } else if (closesFence(line, open)) {
      open = undefined;
      if (isUnwrapped) lines[index] = "";
    }
  });
  return lines.join("\n");
}
