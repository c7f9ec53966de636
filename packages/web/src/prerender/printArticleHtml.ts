// A rendered article as one page of a printed section (the server's /print). Its pages share one
// document, so every id is put under the page's anchor ("install" of the third page becomes
// "rx-print-3--install") with what refers to it; links to the document's pages lead inside it,
// where paper and a PDF reader can follow them; every other link is absolute, as paper has no
// address bar to resolve it against.
import { SHARE_QUERY, type PrintArticleHtml } from "@rxdocs/contract";
import { JSDOM } from "jsdom";

/** Attributes that name ids: a list of them, separated by spaces. */
const ID_LIST_ATTRIBUTES = [
  "id",
  "for",
  "headers",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
];
const ID_REFERENCES = ID_LIST_ATTRIBUTES.map((name) => `[${name}]`).join(",");

export const printArticleHtml: PrintArticleHtml = (html, place) => {
  const fragment = JSDOM.fragment(html);
  const local = (id: string) => anchored(place.anchor, id);
  for (const element of fragment.querySelectorAll(ID_REFERENCES)) {
    for (const name of ID_LIST_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, value.split(/\s+/).filter(Boolean).map(local).join(" "));
    }
  }
  for (const link of fragment.querySelectorAll("a[href]")) {
    link.setAttribute("href", printedHref(link.getAttribute("href")!, place));
  }
  for (const image of fragment.querySelectorAll("img[src]")) {
    image.setAttribute("src", new URL(image.getAttribute("src")!, place.origin).href);
  }
  const container = fragment.ownerDocument.createElement("div");
  container.append(fragment);
  return container.innerHTML;
};

function printedHref(href: string, place: Parameters<PrintArticleHtml>[1]): string {
  if (href.startsWith("#")) return `#${anchored(place.anchor, decodeURIComponent(href.slice(1)))}`;
  const url = new URL(href, place.origin);
  if (url.origin !== new URL(place.origin).origin || url.pathname !== "/view") return url.href;
  const code = url.searchParams.get(SHARE_QUERY.path);
  const anchor = code === null ? undefined : place.anchors.get(code);
  if (anchor === undefined) {
    // A page the document leaves out is read on the site, in the document's version and language.
    for (const [name, value] of new URLSearchParams(place.slotQuery)) url.searchParams.set(name, value);
    return url.href;
  }
  return `#${url.hash ? anchored(anchor, decodeURIComponent(url.hash.slice(1))) : anchor}`;
}

/** An id of a page of the document, under the page's anchor. */
function anchored(anchor: string, id: string): string {
  return `${anchor}--${id}`;
}
