import { afterEach, describe, expect, it, vi } from "vitest";
import {
  findTermRanges,
  fold,
  highlightTerms,
  keepTermsHighlighted,
  SEARCH_HIGHLIGHT,
  termRangesIn,
} from "./termHighlight";
import { type FakeHighlight, highlightedText as textOf, stubHighlightApi } from "../test-support/highlightApi";

/** The marked parts of `text`, as the reader would see them. */
const marked = (text: string, terms: string[]) =>
  findTermRanges(text, terms).map(([start, end]) => text.slice(start, end));

describe("folding", () => {
  it("lowers case and strips accents, remembering where each folded character came from", () => {
    expect(fold("Résumé")).toEqual({
      folded: "resume",
      starts: [0, 1, 2, 3, 4, 5],
      ends: [1, 2, 3, 4, 5, 6],
    });
  });

  it("maps characters that fold to several back to the one they came from", () => {
    const { folded, starts, ends } = fold("ﬁne");
    expect(folded).toBe("fine");
    expect(starts).toEqual([0, 0, 1, 2]);
    expect(ends).toEqual([1, 1, 2, 3]);
  });

  it("gives a combining accent that folds away to the letter before it", () => {
    const decomposed = "Re\u0301sume\u0301";
    const { folded, ends } = fold(decomposed);
    expect(folded).toBe("resume");
    expect(ends).toEqual([1, 3, 4, 5, 6, 8]);
  });

  it("keeps characters outside the BMP whole", () => {
    expect(fold("𝐀b").folded).toBe("ab"); // a mathematical bold capital A, two UTF-16 units
    expect(fold("𝐀b").ends).toEqual([2, 3]);
  });
});

describe("finding the terms in text", () => {
  it("matches case- and accent-insensitively, marking the original characters", () => {
    expect(marked("Le Résumé de l'API, resume", ["resume"])).toEqual(["Résumé", "resume"]);
    expect(marked("ÉCOLE", ["école"])).toEqual(["ÉCOLE"]);
  });

  it("covers a decomposed accent with the letter it sits on", () => {
    expect(marked("Cafe\u0301 au lait", ["cafe"])).toEqual(["Cafe\u0301"]);
  });

  it("matches at the start of words only, so a prefix marks the start of a longer word", () => {
    expect(marked("Installation, reinstall, install", ["instal"])).toEqual(["Instal", "instal"]);
  });

  it("matches Chinese, Japanese and Korean terms anywhere", () => {
    expect(marked("理解蝴蝶效应的原理", ["蝴蝶"])).toEqual(["蝴蝶"]);
    expect(marked("東京タワーへ", ["タワー"])).toEqual(["タワー"]);
  });

  it("keeps the marks that tell one word from another, as the search does", () => {
    expect(marked("かっこう がっこう", ["がっこう"])).toEqual(["がっこう"]);
    expect(marked("ｶﾞｯｺｳ", ["ガッコウ"])).toEqual(["ｶﾞｯｺｳ"]); // half-width kana, the voicing mark apart
  });

  it("prefers the longer of two terms that start at one place, and never overlaps", () => {
    expect(findTermRanges("search searching", ["search", "searching"])).toEqual([
      [0, 6],
      [7, 16],
    ]);
    expect(marked("deployment", ["deploy", "deployment", "ploy"])).toEqual(["deployment"]);
  });

  it("matches a term of several words across any whitespace", () => {
    expect(marked("one\nfile here", ["one file"])).toEqual(["one\nfile"]);
  });

  it("finds nothing for no terms or blank ones", () => {
    expect(findTermRanges("anything", [])).toEqual([]);
    expect(findTermRanges("anything", ["", "  "])).toEqual([]);
  });
});

describe("ranges in the DOM", () => {
  const article = (html: string) => {
    const root = document.createElement("div");
    root.className = "rx-markdown";
    root.innerHTML = html;
    document.body.append(root);
    return root;
  };
  afterEach(() => {
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
  });

  it("maps matches to the text nodes they fall in, across inline elements", () => {
    const root = article("<p>Run <strong>Inst</strong>allation first. Then <em>résumé</em>.</p>");
    const ranges = termRangesIn([root], ["installation", "resume"]);
    expect(ranges.map((range) => range.toString())).toEqual(["Installation", "résumé"]);
    expect(ranges[0]!.startContainer.textContent).toBe("Inst");
    expect(ranges[0]!.endContainer.textContent).toBe("allation first. Then ");
    expect(root.innerHTML).toBe("<p>Run <strong>Inst</strong>allation first. Then <em>résumé</em>.</p>"); // unchanged
  });

  it("does not join the text of two blocks into one word, and skips controls added to the article", () => {
    const root = article("<p>plug</p><p>in</p><pre><code>plugin</code><button>Copy plugin</button></pre>");
    const ranges = termRangesIn([root], ["plugin"]);
    expect(ranges).toHaveLength(1);
    expect(ranges[0]!.startContainer.parentElement?.tagName).toBe("CODE");
  });

  it("registers the ranges as the rx-search highlight and takes them off again", () => {
    const registry = stubHighlightApi();
    const root = article("<p>Partners pay in zephyrines. The zephyrine plan.</p>");
    const clear = highlightTerms([root], ["zephyrine"]);
    expect(highlightedText(registry)).toEqual(["zephyrine", "zephyrine"]);
    clear();
    expect(registry.has(SEARCH_HIGHLIGHT)).toBe(false);
  });

  it("paints the article's text again after its DOM changes, and stops when told", async () => {
    const registry = stubHighlightApi();
    const container = document.createElement("article");
    container.innerHTML = `<h1>zephyrine</h1><div class="rx-markdown"><pre><code>zephyrine --plan</code></pre></div>`;
    document.body.append(container);
    const stop = keepTermsHighlighted(container, ["zephyrine"]);
    const code = container.querySelector("code")!;
    expect(highlightedText(registry)).toEqual(["zephyrine"]); // the title is not the article's text
    expect(firstRange(registry).startContainer.parentElement).toBe(code);

    // Code highlighting replaces the block's text nodes once its grammar is in.
    code.innerHTML = `<span class="hljs-keyword">zephyrine</span> --plan`;
    await vi.waitFor(() => expect(firstRange(registry).startContainer.parentElement?.tagName).toBe("SPAN"));
    expect(highlightedText(registry)).toEqual(["zephyrine"]);

    stop();
    expect(registry.has(SEARCH_HIGHLIGHT)).toBe(false);
    code.textContent = "zephyrine again";
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(registry.has(SEARCH_HIGHLIGHT)).toBe(false);
  });

  it("does nothing where the browser lacks the Custom Highlight API", () => {
    const root = article("<p>zephyrine</p>");
    expect(() => highlightTerms([root], ["zephyrine"])()).not.toThrow();
  });
});

const highlightedText = (registry: Map<string, FakeHighlight>) => textOf(registry, SEARCH_HIGHLIGHT);
const firstRange = (registry: Map<string, FakeHighlight>) => registry.get(SEARCH_HIGHLIGHT)!.ranges[0]!;
