// The renderer as the browser runs it: the Markdown dialect with the app's DOMPurify sanitizer.
import { type RenderedMarkdown, renderMarkdown as renderWith } from "@rxdocs/markdown";
import { sanitizeHtml } from "../markdown/sanitize";

export function renderMarkdown(markdown: string): RenderedMarkdown {
  return renderWith(markdown, { sanitize: sanitizeHtml });
}
