import { describe, expect, it } from "vitest";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { withRenderCache } from "./renderCache.js";
import { loadServerEntry } from "./serverEntry.js";

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
});
