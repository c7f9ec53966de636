// VitePress' table of contents: `[[toc]]` alone on a line becomes a list of links to the page's
// h2 and h3 headings. The headings are only known once the whole page is parsed, so the list is
// made then (RenderContext.deferredHtml).
import type { MarkedExtension } from "marked";
import { wordLabel } from "./articleWords.js";
import { startOfLaterLine } from "./containerLexing.js";
import { escapeHtml } from "./escapeHtml.js";
import type { Heading } from "./headings.js";
import { currentRender } from "./renderContext.js";

const TOC = /^ {0,3}\[\[toc\]\][ \t]*(?:\n|$)/i;
const LATER_TOC = /\n {0,3}\[\[toc\]\][ \t]*(?:\n|$)/i;

export const tableOfContents: MarkedExtension = {
  extensions: [
    {
      name: "toc",
      level: "block",
      start: (src) => startOfLaterLine(LATER_TOC, src, ["[["]),
      tokenizer(src) {
        const toc = TOC.exec(src);
        return toc ? { type: "toc", raw: toc[0] } : undefined;
      },
      renderer() {
        const render = currentRender();
        return render.deferredHtml(() => renderToc(render.outline.headings));
      },
    },
  ],
};

/** The headings as nested lists: each h3 under the h2 before it. */
function renderToc(headings: readonly Heading[]): string {
  if (headings.length === 0) return "";
  const entries: { heading: Heading; children: Heading[] }[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth === 3 && parent?.heading.depth === 2) parent.children.push(heading);
    else entries.push({ heading, children: [] });
  }
  const items = entries.map(({ heading, children }) => {
    const sublist =
      children.length > 0 ? `<ul>${children.map((child) => `<li>${tocLink(child)}</li>`).join("")}</ul>` : "";
    return `<li>${tocLink(heading)}${sublist}</li>`;
  });
  return `<nav class="rx-toc"${wordLabel("article.toc")}><ul>${items.join("")}</ul></nav>\n`;
}

function tocLink(heading: Heading): string {
  return `<a href="${escapeHtml(`#${heading.id}`)}">${escapeHtml(heading.text)}</a>`;
}
