// A page's social card: the 1200×630 image link previews show (OpenGraph's og:image, Twitter's
// summary_large_image), drawn on the server from the site's title, the page's section and its
// title in the reader's colours. satori lays the text out in Inter and writes SVG, resvg turns it
// into PNG. Glyphs Inter lacks (CJK among them) are not drawn.
//
// Drawing takes some 100 ms, so cards are kept by a hash of what they are drawn from: the same
// facts give the same bytes, and that hash is their ETag.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import satori, { type SatoriOptions } from "satori";
import type { PageFacts } from "./indexing.js";
import { cutAtWord } from "./pageSummary.js";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Changes whenever the drawing does, so that no card drawn before is taken for a new one. */
const DESIGN = "1";
/** The reader's light theme (packages/web/src/markdown/theme.css). */
const COLOURS = { background: "#ffffff", text: "#1f2328", muted: "#59636e", accent: "#0969da" };
/** Longer titles are cut at a word first: the card shows three lines of them at most anyway. */
const MAX_TITLE_CHARACTERS = 160;
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"];

let fonts: SatoriOptions["fonts"] | undefined;

/**
 * Inter's regular and bold faces, read once, in every subset it has. satori looks for a glyph in
 * the next family of the list only, not in another face of the same name: each subset is a family.
 */
function interFonts(): SatoriOptions["fonts"] {
  const require = createRequire(import.meta.url);
  fonts ??= SUBSETS.flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: `Inter ${subset}`,
      weight,
      style: "normal" as const,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** The hash of what a card is drawn from: its cache key and its ETag. */
export function cardHash(facts: PageFacts): string {
  return createHash("sha256")
    .update(JSON.stringify([DESIGN, facts.siteTitle, facts.section ?? null, facts.title]))
    .digest("base64url");
}

export async function drawCard(facts: PageFacts): Promise<Buffer> {
  const svg = await satori(cardTree(facts) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: interFonts(),
  });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng());
}

interface Box {
  type: "div";
  props: { style: Record<string, string | number>; children?: string | Box[] };
}

const box = (style: Box["props"]["style"], children?: Box["props"]["children"]): Box => ({
  type: "div",
  props: { style, ...(children !== undefined && { children }) },
});

/** The card as satori's element tree: section above, the title large, the site's name below. */
function cardTree({ siteTitle, section, title }: PageFacts): Box {
  const text = cutAtWord(title, MAX_TITLE_CHARACTERS);
  // satori cuts a text with an ellipsis at `lineClamp` lines only when it is a block.
  const clamped = (lines: number) => ({ display: "block", lineClamp: lines, maxWidth: CARD_WIDTH - 160 });
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      // satori adds padding and borders to the size otherwise, and the card would be cut.
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      padding: "64px 80px",
      background: COLOURS.background,
      borderTop: `16px solid ${COLOURS.accent}`,
      color: COLOURS.text,
      fontFamily: SUBSETS.map((subset) => `Inter ${subset}`).join(", "),
    },
    [
      box({ ...clamped(1), fontSize: 34, color: COLOURS.muted, minHeight: 42 }, section ?? ""),
      box(
        { ...clamped(3), fontSize: text.length > 48 ? 60 : 72, fontWeight: 700, lineHeight: 1.15, marginTop: 28 },
        text,
      ),
      box({ ...clamped(1), fontSize: 34, fontWeight: 700, color: COLOURS.accent, marginTop: "auto" }, siteTitle),
    ],
  );
}

export interface Card {
  etag: string;
  png: Buffer;
}

/** Cards by hash, bounded by their bytes; readers who ask while one is drawn wait for that drawing. */
export class CardCache {
  private readonly cards = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (png) => Math.max(1, png.length),
  });
  private readonly drawing = new Map<string, Promise<Buffer>>();

  async card(facts: PageFacts): Promise<Card> {
    const hash = cardHash(facts);
    const etag = `"${hash}"`;
    const kept = this.cards.get(hash);
    if (kept) return { etag, png: kept };
    let drawn = this.drawing.get(hash);
    if (!drawn) {
      drawn = drawCard(facts)
        .then((png) => {
          this.cards.set(hash, png);
          return png;
        })
        .finally(() => this.drawing.delete(hash));
      this.drawing.set(hash, drawn);
    }
    return { etag, png: await drawn };
  }

  /** Whether the card of these facts is kept already. */
  has(facts: PageFacts): boolean {
    return this.cards.has(cardHash(facts));
  }
}
