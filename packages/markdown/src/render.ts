// Renders the rxdocs Markdown dialect to sanitized HTML and the article's outline. One marked
// instance holds every syntax family; the search lexes with the same one (lex.ts), so that it
// sees the very blocks and headings the page shows.
import type { RenderFeatures } from "@rxdocs/contract";
import { Marked } from "marked";
import markedFootnote from "marked-footnote";
import { calloutMarkup } from "./callout.js";
import { componentMarkup } from "./components.js";
import { colonContainers } from "./containers.js";
import { docsElements } from "./docsElements.js";
import { githubAlerts } from "./githubAlerts.js";
import { headingIds } from "./headingIds.js";
import type { Heading } from "./headings.js";
import { createRendererOverrides } from "./markdownRenderer.js";
import { mathExtension } from "./math.js";
import { mkdocsAdmonitions } from "./mkdocsAdmonitions.js";
import { mkdocsTabs } from "./mkdocsTabs.js";
import { modeBadges } from "./modeBadges.js";
import { rawHtml } from "./rawHtml.js";
import { RenderContext, type RenderOptions, withRenderContext } from "./renderContext.js";
import { tabGroupMarkup } from "./tabGroup.js";
import { tableOfContents } from "./toc.js";

export interface RenderedMarkdown {
  /** Sanitized HTML of the article body. */
  html: string;
  /** The article's h2 and h3 headings, in document order. */
  headings: Heading[];
  features: RenderFeatures;
}

export const markdownParser = new Marked(
  { gfm: true },
  markedFootnote({ sectionClass: "rx-footnotes", headingClass: "rx-visually-hidden" }),
  githubAlerts,
  headingIds,
  colonContainers,
  mkdocsAdmonitions,
  mkdocsTabs,
  docsElements,
  modeBadges,
  tableOfContents,
  calloutMarkup,
  componentMarkup,
  tabGroupMarkup,
  mathExtension,
  rawHtml,
  { renderer: createRendererOverrides() },
);

/** Renders Markdown to sanitized HTML, with its outline and the features it uses. */
export function renderMarkdown(markdown: string, options: RenderOptions): RenderedMarkdown {
  const context = new RenderContext(options);
  const html = withRenderContext(context, () => markdownParser.parse(markdown, { async: false }));
  return {
    html: context.fillSlots(options.sanitize(context.fillDeferred(html))),
    headings: context.outline.headings,
    features: context.features,
  };
}
