// The app's entry page (the built index.html) as a template: a first page gets its route's
// head tags, its title, the pre-rendered markup inside the app's root element, and the data
// it was rendered from.
import { PAGE_DATA_ELEMENT_ID, type PageData } from "@rxdocs/contract";

export interface EntryPageParts {
  headTags?: string;
  title?: string;
  appHtml?: string;
  pageData?: PageData;
}

const APP_ROOT = '<div id="app"></div>';
const TITLE = /<title>[^<]*<\/title>/;

export class EntryDocument {
  constructor(private readonly html: string) {
    if (!html.includes(APP_ROOT)) throw new Error(`The entry page has no ${APP_ROOT}`);
  }

  render({ headTags = "", title, appHtml = "", pageData }: EntryPageParts = {}): string {
    const data = pageData
      ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(pageData)}</script>`
      : "";
    let html = this.html.replace("</head>", () => `${headTags}</head>`);
    if (title !== undefined) html = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
    return html.replace(APP_ROOT, () => `<div id="app">${appHtml}</div>${data}`);
  }
}

/** JSON that cannot end its <script> element or open a comment inside it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
