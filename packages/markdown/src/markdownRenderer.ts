import { visibleInlineText } from "@rxdocs/contract";
import { Renderer, type RendererObject } from "marked";
import { wordLabel } from "./articleWords.js";
import { renderCodeBlock } from "./codeBlocks.js";
import { DIAGRAM_LANGUAGE, renderDiagram } from "./diagrams.js";
import { escapeHtml } from "./escapeHtml.js";
import { parseFenceInfo } from "./fenceInfo.js";
import { explicitHeadingId } from "./headingIds.js";
import { renderHeading } from "./headings.js";
import { isExternalUrl } from "./links.js";
import { MATH_LANGUAGE, renderDisplayFormula } from "./math.js";
import { currentRender } from "./renderContext.js";

const EXTERNAL_LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer"';
const ENDS_WITH_ARROW = /\u2197\uFE0E?\s*$/;

// marked's own renderer escapes links, images and tables; these overrides call it and only add
// attributes or a wrapper, so its escaping rules stay the single source of truth.
const defaults = Renderer.prototype;

/** Renderer overrides; headings take their ids from the outline of the render in progress. */
export function createRendererOverrides(): RendererObject {
  return {
    heading(heading) {
      const { tokens, depth } = heading;
      const contentHtml = this.parser.parseInline(tokens);
      const text = visibleInlineText(this.parser.parseInline(tokens, this.parser.textRenderer));
      return renderHeading(depth, contentHtml, currentRender().outline.add(depth, text, explicitHeadingId(heading)));
    },
    code(token) {
      const { text, lang } = token;
      const { language } = parseFenceInfo(lang);
      if (language === MATH_LANGUAGE) return renderDisplayFormula(text);
      if (language === DIAGRAM_LANGUAGE) return renderDiagram(text);
      // A code group's tab is labelled with the block's title, so the block shows none of its own.
      return renderCodeBlock(text, lang, { showTitle: !("inTab" in token) });
    },
    link(token) {
      const html = defaults.link.call(this, token);
      if (!isExternalUrl(token.href)) return html;
      // The page marks such links with an arrow; one whose text ends with its own arrow gets no second.
      const attributes = ENDS_WITH_ARROW.test(token.text)
        ? `${EXTERNAL_LINK_ATTRIBUTES} class="rx-link-arrowed"`
        : EXTERNAL_LINK_ATTRIBUTES;
      // The opening tag ends at the first ">": marked escapes it inside attribute values.
      return html.replace(/^<a ([^>]*)>/, `<a $1 ${attributes}>`);
    },
    listitem(item) {
      const html = defaults.listitem.call(this, item);
      if (!item.task) return html;
      // A checkbox needs a name of its own: the task's text, as a screen reader would read it.
      // A tight item holds the checkbox and then its text; a loose one, a paragraph that starts with it.
      const first = item.tokens.find((token) => token.type !== "checkbox");
      const inline = first && "tokens" in first && first.tokens ? first.tokens : [];
      const taskText = visibleInlineText(
        this.parser.parseInline(
          inline.filter((token) => token.type !== "checkbox"),
          this.parser.textRenderer,
        ),
      );
      // A task with no text is named by the interface's word for one.
      const name = taskText ? ` aria-label="${escapeHtml(taskText)}"` : wordLabel("article.task");
      return html.replace(/<input /, `<input${name} `);
    },
    table(token) {
      let html = defaults.table.call(this, token);
      // A header row left empty (a way of writing a table without one) would be header cells
      // that name nothing: the table goes without.
      if (token.header.every((cell) => cell.text.trim() === "")) html = html.replace(/<thead>[\s\S]*?<\/thead>\n?/, "");
      // The wrapper scrolls sideways, so a wide table never widens the page on a phone.
      return `<div class="rx-table-wrap">${html}</div>\n`;
    },
  };
}
