import { sizedFileAddress } from "@rxdocs/contract";
import createDOMPurify, { type Config, type WindowLike } from "dompurify";
import { isSafeSrcset, isSafeUrl } from "./safeUrl";

export type Sanitizer = (html: string) => string;

const SANITIZE_CONFIG: Config = {
  // DOMPurify's defaults already allow the renderer's other markup (ids, classes, role, aria-*,
  // data-*, loading, disabled checkboxes, details, kbd, footnote sections).
  ADD_ATTR: ["target"],
  FORBID_TAGS: ["style", "iframe", "frame", "frameset", "object", "embed", "form", "textarea", "select", "option"],
  // Nothing in an article submits a form: form URLs go outright, and `form` would tie a control
  // here to a form elsewhere on the page.
  FORBID_ATTR: ["style", "action", "formaction", "form"],
  // Also enforced by the URL hook below; kept here so DOMPurify's own check is as strict.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const URL_ATTRIBUTES = new Set(["href", "src", "xlink:href", "poster", "cite"]);
const HEADING = /^h[1-6]$/i;

/**
 * A sanitizer bound to a window: the browser's, or a jsdom window on the server. Its hooks are
 * registered on its own DOMPurify instance, so sanitizers never affect each other.
 */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);
  // An unsupported DOMPurify returns its input unchanged; failing loudly is the only safe answer.
  if (!purify.isSupported) throw new Error("DOMPurify cannot sanitize with this window");

  purify.addHook("uponSanitizeElement", (node, { tagName }) => {
    // The only inputs Markdown produces are task-list checkboxes.
    if (tagName === "input" && (node as Element).getAttribute("type")?.toLowerCase() !== "checkbox") {
      node.parentNode?.removeChild(node);
    }
  });

  purify.addHook("uponSanitizeAttribute", (element, event) => {
    const { attrName, attrValue } = event;
    // DOMPurify's default profile still lets data: URLs through on images; this check does not.
    if (URL_ATTRIBUTES.has(attrName) && !isSafeUrl(attrValue)) event.keepAttr = false;
    if (attrName === "srcset" && !isSafeSrcset(attrValue)) event.keepAttr = false;
    // DOMPurify drops ids that match document properties ("title", "images", "links") against
    // DOM clobbering. Heading ids cannot clobber the document (only names and ids of forms,
    // images, embeds and objects can), and the heading links need them.
    if (attrName === "id" && HEADING.test(element.nodeName)) event.forceKeepAttr = true;
  });

  purify.addHook("afterSanitizeAttributes", (element) => {
    if (element.nodeName.toLowerCase() === "input") element.setAttribute("disabled", "");
    if (element.nodeName.toLowerCase() === "img") prepareImage(element as Element);
    // A page opened with a target can reach back to this one through window.opener.
    if (element.hasAttribute("target")) element.setAttribute("rel", withNoOpener(element.getAttribute("rel")));
  });

  return (html) => purify.sanitize(html, SANITIZE_CONFIG);
}

/**
 * Images load when they come near the screen, and a stored image takes its place at once: its
 * address carries the size read at import, which becomes its width and height (unless the
 * author gave them), so nothing below it moves when it arrives.
 */
function prepareImage(image: Element): void {
  if (!image.hasAttribute("loading")) image.setAttribute("loading", "lazy");
  if (!image.hasAttribute("decoding")) image.setAttribute("decoding", "async");
  const sized = sizedFileAddress(image.getAttribute("src") ?? "");
  if (!sized) return;
  image.setAttribute("src", sized.src);
  if (!image.hasAttribute("width") && !image.hasAttribute("height")) {
    image.setAttribute("width", String(sized.width));
    image.setAttribute("height", String(sized.height));
  }
}

function withNoOpener(rel: string | null): string {
  const values = new Set((rel ?? "").split(/\s+/).filter(Boolean));
  values.add("noopener").add("noreferrer");
  return [...values].join(" ");
}

let defaultSanitizer: Sanitizer | undefined;

/** Sanitizes with the browser's window, or with the windows setSanitizerWindows makes on the server. */
export function sanitizeHtml(html: string): string {
  defaultSanitizer ??= createSanitizer(browserWindow());
  return defaultSanitizer(html);
}

/** A window its user may close once done with it, as jsdom's. */
type ClosableWindow = WindowLike & { close?(): void };

/** Sanitizations one server window serves before it is replaced (see setSanitizerWindows). */
export const SANITIZATIONS_PER_WINDOW = 100;

/**
 * Where there is no browser (the server), sanitizeHtml works with windows this makes, such as
 * jsdom's. A jsdom window keeps every element with an id that any of its documents ever held (for
 * the window's named properties), and DOMPurify parses each article into a document of its window:
 * a server rendering thousands of articles would keep them all. So each window serves a bounded
 * number of sanitizations, and is then closed and replaced, and what it kept goes with it.
 */
export function setSanitizerWindows(makeWindow: () => ClosableWindow, usesPerWindow = SANITIZATIONS_PER_WINDOW): void {
  let window = makeWindow();
  let sanitizer = createSanitizer(window);
  let uses = 0;
  defaultSanitizer = (html) => {
    if (uses >= usesPerWindow) {
      window.close?.();
      window = makeWindow();
      sanitizer = createSanitizer(window);
      uses = 0;
    }
    uses += 1;
    return sanitizer(html);
  };
}

function browserWindow(): WindowLike {
  const { window } = globalThis;
  if (!window) throw new Error("sanitizeHtml needs a browser window; call setSanitizerWindows(makeWindow) first");
  return window;
}
