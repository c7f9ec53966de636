// The few words the renderer writes into every article (its copy buttons, its heading links), put
// in the page's language. An article is rendered once for every language of the site that shows
// it (and cached so), so its interface words are put in where it is shown, on the server and in
// the browser alike. A copy button carries the words of its feedback too, for the page's inline
// script, which works before the app has started (copyCode.ts).
import { escapeHtml } from "@rxdocs/markdown";
import type { Messages } from "../i18n/messages";

const COPY_BUTTON = /<button type="button" class="rx-code-copy"[^>]*>[^<]*<\/button>/g;
const HEADING_LINK_NAME = / class="rx-heading-anchor"( href="[^"]*") aria-label="[^"]*"/g;

export function localizeArticleHtml(html: string, messages: Messages): string {
  const attribute = (text: string) => `"${escapeHtml(text)}"`;
  const copyButton =
    `<button type="button" class="rx-code-copy" aria-label=${attribute(messages.text("code.copyCode"))}` +
    ` data-rx-copied=${attribute(messages.text("code.copied"))}` +
    ` data-rx-copy-failed=${attribute(messages.text("code.copyFailed"))}>${escapeHtml(messages.text("code.copy"))}</button>`;
  const headingLink = attribute(messages.text("page.headingLink"));
  return html
    .replace(COPY_BUTTON, () => copyButton)
    .replace(HEADING_LINK_NAME, (_, href: string) => ` class="rx-heading-anchor"${href} aria-label=${headingLink}`);
}
