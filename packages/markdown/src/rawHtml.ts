// Raw HTML that cannot reach past its own block. The page's HTML is parsed in one piece, so a
// fragment an author leaves open is parsed with everything after it: an unclosed <style>,
// <textarea> or comment, a quote left open in an attribute, or MathML and SVG that fool the
// parser about namespaces (`<math><mtext><table><mglyph><style>`) take the rest of the page
// as their text, or into an element the sanitizer removes with its content, and the page ends
// there. Two steps keep such a fragment to itself:
// - Lexing: an HTML block that CommonMark ends at its closing tag (script, pre, style, textarea,
//   a comment, `<?`, `<!X`, CDATA) ends at a blank line when it has none, as other HTML blocks
//   do, instead of running to the end of the document. One with a closing tag keeps
//   CommonMark's rule, blank lines and all: VitePress pages hold `<script setup>` blocks so.
// - Rendering: each block holding raw HTML is sanitized once on its own with a probe after it.
//   If the probe does not come out last, in elements whose content shows, the block would
//   swallow or hide what follows, and its own sanitized HTML takes its place: a closed piece of
//   markup that ends where the block ends. Any other block stays as written, so an element
//   opened in one block and closed in a later one (`<details>` around Markdown) still wraps
//   what is between. The sanitizer stays the one judge of the markup: it is what parses it,
//   here as on the page, and it sanitizes the whole page again afterwards.
import { type MarkedExtension, type MarkedOptions, Parser, type Token, Tokenizer, type Tokens } from "marked";
import { currentRender, type RenderOptions } from "./renderContext.js";

type Sanitize = RenderOptions["sanitize"];

/** The closing markers of the HTML blocks that CommonMark runs to the end of the document. */
function closingMarker(raw: string): RegExp | undefined {
  const rawText = /^ {0,3}<(script|pre|style|textarea)[\s>]/i.exec(raw);
  if (rawText) return new RegExp(`</${rawText[1]}>`, "i");
  if (/^ {0,3}<!--/.test(raw)) return /-->/;
  if (/^ {0,3}<\?/.test(raw)) return /\?>/;
  if (/^ {0,3}<!\[CDATA\[/.test(raw)) return /\]\]>/;
  if (/^ {0,3}<![a-z]/i.test(raw)) return />/;
  return undefined;
}

const BLANK_LINE = /\n[ \t]*\n/;

/**
 * Elements whose content the page never shows even when the sanitizer keeps them (media
 * fallback, templates, closed dialogs, meters), or that it removes with their content: what
 * follows a fragment left open in one of them would be hidden.
 */
const HIDING_ELEMENTS = new Set([
  "audio",
  "canvas",
  "datalist",
  "dialog",
  "frameset",
  "head",
  "iframe",
  "meter",
  "noembed",
  "noframes",
  "noscript",
  "object",
  "progress",
  "select",
  "template",
  "textarea",
  "title",
  "video",
]);

const CLOSING_TAG = /<\/([a-zA-Z][^\s/>]*)\s*>/g;
const ONLY_CLOSING_TAGS = /^(?:\s*<\/[a-zA-Z][^\s/>]*\s*>)*\s*$/;

/**
 * How `html` fits before more markup, read off the sanitizer's parse of it with `probe` after it:
 * "closed" when the probe comes out last and outside anything the fragment opened; "open" when
 * it comes out last inside elements the fragment left open, all of which show their content;
 * "swallowing" when it does not come out last (taken in as text, a comment or an attribute,
 * removed with an element, moved before a table) or lands where nothing shows. The probe is a
 * phrasing element the sanitizer keeps that does not break out of SVG or MathML, so it lands
 * exactly where the next block would.
 */
function fitOf(html: string, sanitize: Sanitize, probe: string): "closed" | "open" | "swallowing" {
  const checked = sanitize(html + probe);
  const at = checked.lastIndexOf(probe);
  if (at === -1) return "swallowing";
  const after = checked.slice(at + probe.length);
  if (after.trim() === "") return "closed";
  if (!ONLY_CLOSING_TAGS.test(after)) return "swallowing";
  const hides = [...after.matchAll(CLOSING_TAG)].some(([, name]) => HIDING_ELEMENTS.has(name!.toLowerCase()));
  return hides ? "swallowing" : "open";
}

// Markup made only of balanced tags of ordinary elements cannot take in what follows: no raw
// text, no SVG or MathML, no tables or forms, nothing that hides its content, nothing but tags.
// It needs no check; anything else gets one (the common case stays one sanitizing per page).
const ORDINARY_ELEMENTS = new Set(
  (
    "a abbr address article aside b bdi bdo big blockquote br center cite code dd del details dfn div dl dt " +
    "em figcaption figure font footer h1 h2 h3 h4 h5 h6 header hgroup hr i img ins kbd li main mark nav ol p " +
    "pre q rp rt ruby s samp section small span strike strong sub summary sup tt u ul var wbr"
  ).split(" "),
);
const VOID_ELEMENTS = new Set(["br", "hr", "img", "wbr"]);
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z_:][\w:.-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const OTHER_MARKUP = /<[a-zA-Z/!?]/;

/** The fit of raw HTML made only of ordinary tags, read off the tags alone; undefined for any other. */
function ordinaryFit(pieces: readonly string[]): "closed" | "open" | undefined {
  const open: string[] = [];
  for (const piece of pieces) {
    if (OTHER_MARKUP.test(piece.replace(TAG, ""))) return undefined;
    for (const [, closing, tagName] of piece.matchAll(TAG)) {
      const name = tagName!.toLowerCase();
      if (!ORDINARY_ELEMENTS.has(name)) return undefined;
      if (closing) {
        // One with nothing open here closes what an earlier block opened.
        if (open.length > 0 && open.pop() !== name) return undefined;
      } else if (!VOID_ELEMENTS.has(name)) {
        open.push(name);
      }
    }
  }
  return open.length === 0 ? "closed" : "open";
}

/** The raw HTML in a token or anything inside it, in order. */
function rawHtmlIn(value: unknown, into: string[] = [], seen = new Set<object>()): string[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return into;
  seen.add(value);
  const token = value as { type?: unknown; text?: unknown };
  if (!Array.isArray(value) && token.type === "html" && typeof token.text === "string") into.push(token.text);
  else for (const child of Object.values(value)) rawHtmlIn(child, into, seen);
  return into;
}

/** Whether a token or anything inside it is raw HTML. */
function holdsRawHtml(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  seen.add(value);
  if (!Array.isArray(value) && (value as { type?: unknown }).type === "html") return true;
  return Object.values(value).some((child) => holdsRawHtml(child, seen));
}

/** An HTML block without the closing tag CommonMark ends it with: nothing later closes it. */
function isUnclosedBlock(token: Token): boolean {
  const closing = token.type === "html" && closingMarker(token.raw);
  return Boolean(closing) && !(closing as RegExp).test(token.raw);
}

// Sanitized markup does not always parse back as it was (nested forms, MathML inside tables):
// it is sanitized again until it holds together, and left out if it never does.
const MAX_PASSES = 3;

/** What rendering one block found: raw HTML of its own, and blocks inside it left open. */
interface BlockFrame {
  rawHtml: string[];
  hasOpenBlock: boolean;
}

/**
 * marked's parser, with each block that holds raw HTML kept to itself. A block is checked when
 * it renders raw HTML itself (an HTML block, or HTML in its text or its title), or when a block
 * inside it leaves elements open; the blocks inside a list or a callout are checked on their own.
 */
class ContainingParser extends Parser {
  private readonly frames: BlockFrame[] = [];

  override parse(tokens: Token[]): string {
    if (!holdsRawHtml(tokens)) return super.parse(tokens);
    let html = "";
    for (const token of tokens) {
      const frame: BlockFrame = { rawHtml: token.type === "html" ? [token.text] : [], hasOpenBlock: false };
      this.frames.push(frame);
      try {
        html += this.keptToItself(token, super.parse([token]), frame);
      } finally {
        this.frames.pop();
      }
    }
    return html;
  }

  override parseInline(tokens: Token[], renderer?: Parameters<Parser["parseInline"]>[1]): string {
    this.frames.at(-1)?.rawHtml.push(...rawHtmlIn(tokens));
    return super.parseInline(tokens, renderer);
  }

  /** A block's HTML as it may go into the page: as written, or sanitized on its own. */
  private keptToItself(token: Token, block: string, frame: BlockFrame): string {
    if (frame.rawHtml.length === 0 && !frame.hasOpenBlock) return block;
    const render = currentRender();
    const { sanitize } = render.options;
    const { htmlProbe } = render;
    // Only an HTML block may open what a later block closes (<details> around Markdown); the
    // HTML inside a paragraph, a heading or a list belongs to it alone.
    const mayLeaveOpen = token.type === "html" && !isUnclosedBlock(token);
    const fit = (!frame.hasOpenBlock && ordinaryFit(frame.rawHtml)) || fitOf(block, sanitize, htmlProbe);
    if (fit === "closed" || (fit === "open" && mayLeaveOpen)) {
      // What this block leaves open, the block around it (if any) must close.
      const outer = this.frames.at(-2);
      if (fit === "open" && outer) outer.hasOpenBlock = true;
      return block;
    }
    let contained = sanitize(block);
    for (let pass = 1; fitOf(contained, sanitize, htmlProbe) !== "closed"; pass++) {
      if (pass === MAX_PASSES) return "";
      contained = sanitize(contained);
    }
    return contained;
  }
}

export const rawHtml: MarkedExtension = {
  tokenizer: {
    html(src) {
      const token = Tokenizer.prototype.html.call(this, src) as Tokens.HTML | undefined;
      const closing = token && closingMarker(token.raw);
      if (!token || !closing || closing.test(token.raw)) return token;
      const blank = BLANK_LINE.exec(token.raw);
      if (!blank) return token;
      const raw = token.raw.slice(0, blank.index + 1);
      return { ...token, raw, text: raw };
    },
  },
  hooks: {
    provideParser(block) {
      return block === false
        ? Parser.parseInline
        : (tokens: Token[], options?: MarkedOptions) => new ContainingParser(options).parse(tokens);
    },
  },
};
