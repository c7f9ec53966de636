import { Marked } from "marked";
import markedFootnote from "marked-footnote";
import { calloutExtension } from "./callouts";
import { type Heading, HeadingOutline } from "./headings";
import { createRendererOverrides } from "./markdownRenderer";
import { sanitizeHtml } from "./sanitize";

export type { Heading } from "./headings";
export { stripLeadingTitle } from "@rxdocs/contract";

export interface RenderedMarkdown {
  /** Sanitized HTML of the article body. */
  html: string;
  /** The article's h2 and h3 headings, in document order. */
  headings: Heading[];
}

export interface RenderOptions {
  /** Turns the rendered HTML into safe HTML; defaults to the browser's DOMPurify sanitizer. */
  sanitize?: (html: string) => string;
}

// marked has no per-call context for renderers, so the outline of the render in progress lives
// here. Rendering is synchronous, so no two renders can interleave.
let outlineInProgress: HeadingOutline | undefined;

function currentOutline(): HeadingOutline {
  if (!outlineInProgress) throw new Error("Headings are only rendered inside renderMarkdown()");
  return outlineInProgress;
}

function withOutline<T>(outline: HeadingOutline, render: () => T): T {
  outlineInProgress = outline;
  try {
    return render();
  } finally {
    outlineInProgress = undefined;
  }
}

const markdownParser = new Marked(
  { gfm: true },
  markedFootnote({ sectionClass: "rx-footnotes", headingClass: "rx-visually-hidden" }),
  calloutExtension,
  { renderer: createRendererOverrides(currentOutline) },
);

/** Renders GitHub-flavoured Markdown to sanitized HTML and the article's outline. */
export function renderMarkdown(markdown: string, { sanitize = sanitizeHtml }: RenderOptions = {}): RenderedMarkdown {
  const outline = new HeadingOutline();
  const html = withOutline(outline, () => markdownParser.parse(markdown, { async: false }));
  return { html: sanitize(html), headings: outline.headings };
}
