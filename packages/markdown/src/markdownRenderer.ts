import { visibleInlineText } from "@rxdocs/contract";
import { Renderer, type RendererObject } from "marked";
import { renderCodeBlock } from "./codeBlocks.js";
import { renderHeading } from "./headings.js";
import { isExternalUrl } from "./links.js";
import { currentRender } from "./renderContext.js";

const EXTERNAL_LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer"';

// marked's own renderer escapes links, images and tables; these overrides call it and only add
// attributes or a wrapper, so its escaping rules stay the single source of truth.
const defaults = Renderer.prototype;

/** Renderer overrides; headings take their ids from the outline of the render in progress. */
export function createRendererOverrides(): RendererObject {
  return {
    heading({ tokens, depth }) {
      const contentHtml = this.parser.parseInline(tokens);
      const text = visibleInlineText(this.parser.parseInline(tokens, this.parser.textRenderer));
      return renderHeading(depth, contentHtml, currentRender().outline.add(depth, text));
    },
    code({ text, lang }) {
      return renderCodeBlock(text, lang);
    },
    link(token) {
      const html = defaults.link.call(this, token);
      // The opening tag ends at the first ">": marked escapes it inside attribute values.
      return isExternalUrl(token.href) ? html.replace(/^<a ([^>]*)>/, `<a $1 ${EXTERNAL_LINK_ATTRIBUTES}>`) : html;
    },
    image(token) {
      return defaults.image.call(this, token).replace(/^<img /, '<img loading="lazy" ');
    },
    table(token) {
      // The wrapper scrolls sideways, so a wide table never widens the page on a phone.
      return `<div class="rx-table-wrap">${defaults.table.call(this, token)}</div>\n`;
    },
  };
}
