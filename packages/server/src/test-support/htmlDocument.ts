// An HTML answer as a document the tests query, parsed by jsdom (as the reader app's server entry
// parses). The server is built without the DOM's types, so the little the tests use is named here.
import { createRequire } from "node:module";

export interface HtmlElement {
  readonly id: string;
  readonly textContent: string | null;
  readonly outerHTML: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): HtmlElement | null;
  querySelectorAll(selector: string): Iterable<HtmlElement>;
}

export interface HtmlDocument extends HtmlElement {
  readonly title: string;
  getElementById(id: string): HtmlElement | null;
}

interface Jsdom {
  JSDOM: new (html: string, options: { virtualConsole: unknown }) => { window: { document: HtmlDocument } };
  VirtualConsole: new () => unknown;
}

const { JSDOM, VirtualConsole } = createRequire(import.meta.url)("jsdom") as Jsdom;

export function parseHtml(html: string): HtmlDocument {
  // A console of its own, told nothing: the app's stylesheet is newer CSS than jsdom reads.
  return new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
}
