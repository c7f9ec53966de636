import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { renderWithoutKeeping, withRenderCache } from "./renderCache.js";

const NO_FEATURES = { math: false, diagrams: false };

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
import { loadServerEntry } from "./serverEntry.js";

/** What a server entry has besides its renderer, which these tests never call. */
const UNUSED_ENTRY_PARTS = {
  renderPage: () => Promise.reject(new Error("not used")),
  printArticleHtml: () => {
    throw new Error("not used");
  },
  interfaceMessages: () => Promise.reject(new Error("not used")),
};

describe("renderings kept by what they are rendered from", () => {
  it("renders an unchanged article once, whatever else changed, and a changed one again", async () => {
    const entry = await loadServerEntry(BUNDLED_WEB_ROOT);
    expect(entry, "npm test builds the reader app first").toBeDefined();
    const { renderArticle } = withRenderCache(entry!);
    const article = { articleTitle: "Page", articleMd: "## Part\n\n```ts\nconst a = 1;\n```", articleTabContent: null };

    const first = renderArticle(article);
    expect(first.html).toContain('<h2 id="part">');
    expect(renderArticle({ ...article })).toBe(first);
    const changed = renderArticle({ ...article, articleMd: `${article.articleMd}\n\nMore.` });
    expect(changed).not.toBe(first);
    expect(changed.html).toContain("<p>More.</p>");
    expect(renderArticle({ ...article, articleTitle: "Renamed" })).not.toBe(first);
  });

  it("gives a reader of every page what it keeps, and keeps nothing for it", () => {
    let renders = 0;
    const counting = {
      ...UNUSED_ENTRY_PARTS,
      renderArticle: (article: { articleMd: string }) => {
        renders += 1;
        return { html: `<p>${article.articleMd}</p>`, headings: [], tabs: [], features: NO_FEATURES };
      },
    };
    const cached = withRenderCache(counting);
    const passing = renderWithoutKeeping(cached);
    const read = { articleTitle: "Read", articleMd: "read", articleTabContent: null };
    const kept = cached.renderArticle(read);
    expect(passing(read)).toBe(kept);
    expect(renders).toBe(1);

    const unread = { ...read, articleMd: "unread" };
    passing(unread);
    passing(unread);
    expect(renders).toBe(3);
    cached.renderArticle(unread);
    expect(renders, "what it rendered was not kept").toBe(4);
    expect(renderWithoutKeeping(counting), "an entry without a cache renders as it is").toBe(counting.renderArticle);
  });

  it("holds no more than its budget, whatever the pieces its renderings were joined from", () => {
    const budget = 8 * 1024 * 1024;
    const pieces = (n: number) => {
      // A rendering as a serializer makes it: thousands of short pieces joined one by one.
      let html = "";
      for (let i = 0; i < 1000; i++) html += `<p>${n}:${i}</p>`;
      return html;
    };
    const joined = {
      ...UNUSED_ENTRY_PARTS,
      renderArticle: (article: { articleMd: string }) => ({
        html: pieces(Number(article.articleMd)),
        headings: [],
        tabs: [],
        features: NO_FEATURES,
      }),
    };
    const { renderArticle } = withRenderCache(joined, budget);
    const before = heapAfterCollecting();
    for (let n = 0; n < 2000; n++)
      renderArticle({ articleTitle: "Page", articleMd: String(n), articleTabContent: null });
    // Held as the trees of their pieces, the same renderings would take three times the budget.
    expect(heapAfterCollecting() - before).toBeLessThan(budget);
  });
});

function heapAfterCollecting(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}
