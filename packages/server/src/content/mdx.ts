// Docusaurus MDX read as the Markdown rxdocs renders. What rxdocs has an equivalent for takes
// its syntax (<Tabs> and <Admonition> become containers), HTML stays HTML, and what only means
// something to React (imports, exports, expressions, other components) is dropped, keeping
// every word of prose, with a warning wherever the page will look different.
import { closesFence, type Fence, openingFence } from "./mdx/codeFences.js";
import { nestContainerFences } from "./mdx/containerFences.js";
import { type MdxWarning, parseMdx } from "./mdx/parse.js";
import { renderMdx } from "./mdx/render.js";

export type { MdxWarning };

export interface NormalizedMdx {
  markdown: string;
  /** In the order of what they are about; lines are 1-based within the body. */
  warnings: MdxWarning[];
}

/** `body` is the file without its front matter. Never throws. */
export function normalizeMdx(body: string): NormalizedMdx {
  // Replacing "\r\n" and "\r" alike keeps the count of lines, and so the warnings' line numbers.
  const text = unwrapMdxCodeBlocks(body.replace(/\r\n?/g, "\n"));
  try {
    const { nodes, warnings } = parseMdx(text);
    const markdown = nestContainerFences(renderMdx(nodes, warnings)).replace(/\n(?:[ \t]*\n)+$/, "\n");
    warnings.sort((a, b) => a.offset - b.offset);
    return { markdown, warnings: warnings.map(({ line, message }) => ({ line, message })) };
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
