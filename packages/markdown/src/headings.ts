import { articleHeadingSlugger, type OutlineHeading } from "@rxdocs/contract";
import { escapeHtml } from "./escapeHtml.js";

/** An entry of the article's outline. */
export type Heading = OutlineHeading;

/** Gives one article's headings unique GitHub-style ids and collects its outline (h2 and h3). */
export class HeadingOutline {
  readonly headings: Heading[] = [];
  private readonly slugger = articleHeadingSlugger();

  /** The id for a heading with this plain text and author's id, or undefined when neither gives one. */
  add(depth: number, text: string, explicitId?: string): string | undefined {
    const id = this.slugger.headingId(text, explicitId);
    if (!id) return undefined;
    if (isOutlineDepth(depth)) this.headings.push({ depth, text, id });
    return id;
  }
}

/** A heading with its id and, for outline headings, a link to itself after the text. */
export function renderHeading(depth: number, contentHtml: string, id: string | undefined): string {
  if (!id) return `<h${depth}>${contentHtml}</h${depth}>\n`;
  const href = escapeHtml(`#${id}`);
  const anchor = isOutlineDepth(depth)
    ? ` <a class="rx-heading-anchor" href="${href}" aria-label="Link to this section">#</a>`
    : "";
  return `<h${depth} id="${escapeHtml(id)}">${contentHtml}${anchor}</h${depth}>\n`;
}

function isOutlineDepth(depth: number): depth is 2 | 3 {
  return depth === 2 || depth === 3;
}
