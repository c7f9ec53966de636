// Splits an article into the sections a hit can land on: the title and introduction before the
// first heading, then one section per h2 or h3 heading, with the heading's text and the id the
// page gives it. Ids come from the renderer's own rule (articleHeadingSlugger) applied to every
// heading in the renderer's order, nested and deeper ones included, so a slug here is the id of
// that heading on the page. The tab group follows the article on the page, so its text belongs
// to the last section.
import {
  articleHeadingSlugger,
  type Article,
  type SearchHeading,
  type Slugger,
  stripLeadingTitle,
} from "@rxdocs/contract";
import type { Token, Tokens } from "marked";
import { parseArticleTabContent } from "../content/articleTabContent.js";
import { htmlText, inlineText, tableText, withoutCalloutMarker } from "./blockText.js";
import { codeText, explicitHeadingId, headingText, lexArticle } from "@rxdocs/markdown";

export interface ArticleSection {
  /** 0 for the title and introduction, then 1, 2, … for each h2 or h3 heading in page order. */
  position: number;
  heading: SearchHeading | null;
  /** For an h3: the text of the h2 it falls under. */
  parentHeading: string | null;
  /** The plain text of each block of the section, in order. */
  blocks: string[];
}

export type ArticleText = Pick<Article, "articleTitle" | "articleMd" | "articleTabContent">;

export function splitArticle(article: ArticleText): ArticleSection[] {
  const writer = new SectionWriter(articleHeadingSlugger(), true);
  writer.walk(lexArticle(stripLeadingTitle(article.articleMd, article.articleTitle)), true);
  for (const tab of parseArticleTabContent(article.articleTabContent) ?? []) {
    writer.add(tab.label);
    // Each tab is rendered on its own, with its own heading ids; none of them starts a section.
    new SectionWriter(articleHeadingSlugger(), false, writer.sections).walk(lexArticle(tab.md), false);
  }
  return writer.sections;
}

class SectionWriter {
  private currentH2: string | null = null;

  constructor(
    private readonly slugger: Slugger,
    private readonly startsSections: boolean,
    readonly sections: ArticleSection[] = [{ position: 0, heading: null, parentHeading: null, blocks: [] }],
  ) {}

  add(text: string): void {
    if (text) this.sections.at(-1)!.blocks.push(text);
  }

  walk(tokens: readonly Token[], topLevel: boolean): void {
    for (const token of tokens) {
      switch (token.type) {
        case "heading":
          this.heading(token as Tokens.Heading, topLevel);
          break;
        case "paragraph":
        case "text":
          this.add(token.tokens ? inlineText(token.tokens) : token.text);
          break;
        case "code":
          this.add(codeText(token as Tokens.Code));
          break;
        case "table":
          this.add(tableText(token as Tokens.Table));
          break;
        case "html":
          this.add(htmlText(token.text));
          break;
        case "list":
          for (const item of token.items) this.walk(item.tokens, false);
          break;
        case "blockquote":
          this.blockquote(token.tokens ?? []);
          break;
        case "footnotes":
          // Rendered after the article; footnote definitions in place render nothing.
          for (const footnote of token.items) this.walk(footnote.content, false);
          break;
        default:
          this.container(token);
      }
    }
  }

  private heading(token: Tokens.Heading, topLevel: boolean): void {
    const { depth } = token;
    const text = headingText(token);
    // Every heading takes its id in order, whether or not it starts a section, as on the page.
    const slug = this.slugger.headingId(text, explicitHeadingId(token));
    if (!this.startsSections || !topLevel || (depth !== 2 && depth !== 3) || !slug) {
      this.add(text);
      return;
    }
    if (depth === 2) this.currentH2 = text;
    this.sections.push({
      position: this.sections.length,
      heading: { text, slug },
      parentHeading: depth === 3 ? this.currentH2 : null,
      blocks: [],
    });
  }

  /** A block of the dialect's own (a callout, a container, tabs): its title, then what it holds. */
  private container(token: Token): void {
    if ("title" in token && typeof token.title === "string") this.add(token.title);
    if ("tokens" in token && Array.isArray(token.tokens)) this.walk(token.tokens as Token[], false);
  }

  private blockquote(tokens: readonly Token[]): void {
    const blocks = this.sections.at(-1)!.blocks;
    const first = blocks.length;
    this.walk(tokens, false);
    if (tokens[0]?.type !== "paragraph" || blocks[first] === undefined) return;
    const text = withoutCalloutMarker(blocks[first]);
    if (text) blocks[first] = text;
    else blocks.splice(first, 1);
  }
}
