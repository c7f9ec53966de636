// The printed section as one HTML document: a cover with the site's title and logo, a table of
// contents, then each page from a new sheet. The reader app's stylesheet dresses the pages as
// on the site (its print rules show every tab and wrap code); this file's rules lay out the
// document. Each entry of the contents links to its page and has a place for its page number,
// which `rxdocs pdf` fills in once it knows where the page falls (a browser cannot tell).
import { escapeHtml, htmlLanguage } from "../prerender/entryDocument.js";
import { PRINT_STYLES } from "./printStyles.js";

export interface PrintedPage {
  anchor: string;
  title: string;
  depth: number;
  /** The page's HTML, its tab group's tabs after its body, each under its label; undefined for a folder. */
  html?: string;
}

export interface PrintDocumentParts {
  lang: string;
  siteTitle: string;
  logo: string | null;
  /** The section's title, on the cover and as the document's title. */
  title: string;
  /** What else the cover says: the version, the day it was printed. */
  coverLines: string[];
  contentsHeading: string;
  /** The reader app's stylesheet, as `<style>` elements. */
  appStyles: string;
  /** The script that draws the diagrams, when the app is built with it. */
  script: string | undefined;
  entries: PrintedPage[];
}

/** Attribute naming the table of contents' place for a page's number; its value is the page's anchor. */
export const PAGE_NUMBER_ATTRIBUTE = "data-rx-print-page";

export function printDocument(parts: PrintDocumentParts): string {
  const { entries } = parts;
  const logo = parts.logo ? `<img class="rx-print-cover__logo" src="${escapeHtml(parts.logo)}" alt="">` : "";
  const cover = `<section class="rx-print-cover">${logo}
<p class="rx-print-cover__site">${escapeHtml(parts.siteTitle)}</p>
<h1 class="rx-print-cover__title">${escapeHtml(parts.title)}</h1>
${parts.coverLines.map((line) => `<p class="rx-print-cover__line">${escapeHtml(line)}</p>`).join("\n")}
</section>`;
  const contents = `<nav class="rx-print-toc" aria-labelledby="rx-print-toc-heading">
<h2 id="rx-print-toc-heading">${escapeHtml(parts.contentsHeading)}</h2>
<ol>
${entries.map(contentsEntry).join("\n")}
</ol>
</nav>`;
  const pages = entries
    .filter((entry) => entry.html !== undefined)
    .map(
      (page) => `<article class="rx-print-page" id="${page.anchor}" aria-labelledby="${page.anchor}--title">
<h1 class="rx-print-page__title" id="${page.anchor}--title">${escapeHtml(page.title)}</h1>
<div class="rx-markdown">${page.html}</div>
</article>`,
    );
  const script = parts.script ? `<script type="module" src="${escapeHtml(parts.script)}"></script>` : "";
  return `<!doctype html>
<html ${htmlLanguage(parts.lang)} data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${parts.title} – ${parts.siteTitle}`)}</title>
${parts.appStyles}
<style>${PRINT_STYLES}</style>
${script}
</head>
<body>
<main class="rx-print">
${cover}
${contents}
${pages.join("\n")}
</main>
</body>
</html>
`;
}

function contentsEntry(entry: PrintedPage): string {
  const depth = `rx-print-toc__depth-${Math.min(entry.depth, 5)}`;
  if (entry.html === undefined) return `<li class="rx-print-toc__folder ${depth}">${escapeHtml(entry.title)}</li>`;
  return `<li class="${depth}"><a href="#${entry.anchor}"><span class="rx-print-toc__title">${escapeHtml(entry.title)}</span><span class="rx-print-toc__leader" aria-hidden="true"></span><span class="rx-print-toc__page" ${PAGE_NUMBER_ATTRIBUTE}="${entry.anchor}"></span></a></li>`;
}
