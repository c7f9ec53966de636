// The app's entry page (the built index.html) as a template: a first page gets its route's
// head tags, its title, the pre-rendered markup inside the app's root element, and the data
// it was rendered from.
//
// The page paints with nothing to wait for: its stylesheet is written into it, and its
// controls work from that first paint through the build's inline script (early.js), which
// starts the app's code only after the paint, in place of the entry's module script and the
// preloads of its imports.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ASSET_BASE_PATH, PAGE_DATA_ELEMENT_ID, type PageData, textDirection } from "@rxdocs/contract";

export interface EntryPageParts {
  /** The pages' language, for `<html lang>`, and `<html dir>` for a language written right to left. */
  lang?: string;
  headTags?: string;
  title?: string;
  appHtml?: string;
  pageData?: PageData;
}

const APP_ROOT = '<div id="app"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*">/;
const INLINE_SCRIPT = /<script(?: data-rx-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLE_ELEMENT = /<style>[\s\S]*?<\/style>/g;
const EARLY_SCRIPT = "early.js";

/** The built app's entry page, or undefined when the app is not built. */
export function readEntryDocument(webRoot: string): EntryDocument | undefined {
  const file = join(webRoot, "index.html");
  if (!existsSync(file)) return undefined;
  const builtFile = (address: string) =>
    readFileSync(
      join(webRoot, address.startsWith(ASSET_BASE_PATH) ? address.slice(ASSET_BASE_PATH.length) : address),
      "utf8",
    );
  let html = readFileSync(file, "utf8").replace(STYLESHEET, (_, href: string) => `<style>${builtFile(href)}</style>`);
  const app = MODULE_SCRIPT.exec(html)?.[1];
  if (app && existsSync(join(webRoot, EARLY_SCRIPT))) {
    const early = builtFile(EARLY_SCRIPT);
    if (early.includes("</script")) throw new Error(`${EARLY_SCRIPT} cannot be written inline: it holds "</script"`);
    // The chunks the build preloads with the entry (those it imports, and the app's own entry,
    // which it starts): the inline script asks for them with it, not once it has come and run.
    const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href).join(" ");
    html = html
      .replace(MODULE_SCRIPT, "")
      .replace(MODULE_PRELOAD, "")
      .replace(
        "</head>",
        () => `<script data-rx-app="${app}" data-rx-app-preloads="${preloads}">${early}</script></head>`,
      );
  }
  return new EntryDocument(html);
}

export class EntryDocument {
  constructor(private readonly html: string) {
    if (!html.includes(APP_ROOT)) throw new Error(`The entry page has no ${APP_ROOT}`);
  }

  /**
   * CSP sources for the page's own inline scripts (the theme, set before the first paint), by
   * their SHA-256: exactly these run, and no script injected into a page could.
   */
  inlineScriptSources(): string[] {
    return [...this.html.matchAll(INLINE_SCRIPT)].map(
      ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
    );
  }

  /** The page's stylesheet, as the `<style>` elements it is written in. */
  styles(): string {
    return [...this.html.matchAll(STYLE_ELEMENT)].map(([element]) => element).join("\n");
  }

  render({ lang, headTags = "", title, appHtml = "", pageData }: EntryPageParts = {}): string {
    const data = pageData
      ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(pageData)}</script>`
      : "";
    let html = this.html.replace("</head>", () => `${headTags}</head>`);
    if (title !== undefined) html = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
    if (lang !== undefined) html = html.replace(HTML_LANG, () => `<html ${htmlLanguage(lang)}>`);
    return html.replace(APP_ROOT, () => `<div id="app">${appHtml}</div>${data}`);
  }
}

/** `<html>`'s attributes for a page in `lang`: the layout mirrors for a language written right to left. */
export function htmlLanguage(lang: string): string {
  const dir = textDirection(lang) === "rtl" ? ' dir="rtl"' : "";
  return `lang="${escapeHtml(lang)}"${dir}`;
}

/** JSON that cannot end its <script> element or open a comment inside it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
