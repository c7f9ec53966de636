// What one render needs beyond marked's tokens: the outline being collected, the options it
// was asked with, ids unique on the page, the features the page turns out to use, and slots
// for trusted HTML. marked has no per-call context for extensions, so the render in progress
// lives here; rendering is synchronous, so no two renders can interleave.
import type { RenderFeatures } from "@rxdocs/contract";
import type { GrammarName } from "./languages.js";
import { HeadingOutline } from "./headings.js";

/** Highlights code in a grammar, answering HTML made only of escaped text and `<span class>` (highlight.js). */
export type CodeHighlighter = (code: string, grammar: GrammarName) => string;

/** Renders a TeX formula to HTML (KaTeX), inline or as a display block. */
export type MathRenderer = (tex: string, display: boolean) => string;

export interface RenderOptions {
  /** Turns the rendered HTML into safe HTML (DOMPurify, in the browser or over jsdom). */
  sanitize: (html: string) => string;
  /**
   * Highlights code while rendering (the server). Without it code blocks come plain, with
   * their lines marked, and the browser highlights them once their grammar has loaded.
   */
  highlight?: CodeHighlighter;
  /** Renders formulas while rendering (the server). Without it they are left for the browser. */
  renderMath?: MathRenderer;
  /** Starts the ids this render makes, so that several renders can share a page. */
  idPrefix?: string;
}

const SLOT_START = "\uE000";
const SLOT_END = "\uE001";
const DEFERRED_START = "\uE002";
const DEFERRED_END = "\uE003";

export class RenderContext {
  readonly outline = new HeadingOutline();
  readonly features: RenderFeatures = { math: false, diagrams: false };
  private readonly slots: string[] = [];
  private readonly deferred: (() => string)[] = [];
  private readonly nonce = randomNonce();
  private idCount = 0;

  constructor(readonly options: RenderOptions) {}

  /**
   * An element no author can write (it names the nonce), put after a fragment of raw HTML to see
   * where the sanitizer's parser leaves the markup that follows it (rawHtml.ts).
   */
  get htmlProbe(): string {
    return `<bdi data-rx-probe="${this.nonce}"></bdi>`;
  }

  /** An id no other element of this render has, the same for the same Markdown on server and browser. */
  nextId(kind: string): string {
    this.idCount += 1;
    return `${this.options.idPrefix ?? ""}rx-${kind}-${this.idCount}`;
  }

  /**
   * A placeholder for HTML the renderer made itself from a trusted library (KaTeX), which
   * the sanitizer would mangle (its inline styles): the HTML takes the placeholder's place
   * after sanitizing. The placeholder names a random nonce, so no author can write one.
   */
  trustedSlot(html: string): string {
    this.slots.push(html);
    return `${SLOT_START}${this.nonce}:${this.slots.length - 1}${SLOT_END}`;
  }

  /**
   * A placeholder for HTML that only the whole page can tell (a table of contents of its
   * headings): `make` runs once the page is parsed, and its HTML is sanitized with the rest.
   */
  deferredHtml(make: () => string): string {
    this.deferred.push(make);
    return `${DEFERRED_START}${this.nonce}:${this.deferred.length - 1}${DEFERRED_END}`;
  }

  /** The parsed HTML with every deferred part made, ready to be sanitized. */
  fillDeferred(html: string): string {
    if (this.deferred.length === 0) return html;
    const placeholder = new RegExp(`${DEFERRED_START}${this.nonce}:(\\d+)${DEFERRED_END}`, "g");
    return html.replace(placeholder, (_all, index: string) => this.deferred[Number(index)]?.() ?? "");
  }

  /** The sanitized HTML with every slot filled. */
  fillSlots(html: string): string {
    if (this.slots.length === 0) return html;
    const placeholder = new RegExp(`${SLOT_START}${this.nonce}:(\\d+)${SLOT_END}`, "g");
    return html.replace(placeholder, (_all, index: string) => this.slots[Number(index)] ?? "");
  }
}

let renderInProgress: RenderContext | undefined;

/** The render in progress; extensions call this from their renderers. */
export function currentRender(): RenderContext {
  if (!renderInProgress) throw new Error("Markdown is only rendered inside renderMarkdown()");
  return renderInProgress;
}

export function withRenderContext<T>(context: RenderContext, render: () => T): T {
  renderInProgress = context;
  try {
    return render();
  } finally {
    renderInProgress = undefined;
  }
}

interface RandomSource {
  getRandomValues(array: Uint32Array): Uint32Array;
}

function randomNonce(): string {
  // Web Crypto is a global in browsers and in Node 20; this package is typed without either.
  const { crypto } = globalThis as unknown as { crypto: RandomSource };
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (part) => part.toString(36)).join("");
}
