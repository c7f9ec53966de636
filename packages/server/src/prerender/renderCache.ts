// Renders each article once for all the content versions that hold it. Answers are cached per
// content version (an import drops them all); renderings are kept by what they are rendered
// from, so that after an import only the pages that changed are rendered again.
import { createHash } from "node:crypto";
import type { RenderArticle, RenderedArticle, ServerEntry } from "@rxdocs/contract";
import { LRUCache } from "lru-cache";

const CACHE_BYTES = 64 * 1024 * 1024;

/** The server entry with its renderer remembering what it rendered. */
export function withRenderCache(entry: ServerEntry, maxBytes = CACHE_BYTES): ServerEntry {
  const renderings = new LRUCache<string, RenderedArticle>({
    maxSize: maxBytes,
    sizeCalculation: (rendered) => Math.max(1, sizeOf(rendered)),
  });
  const renderArticle: RenderArticle = (article) => {
    const key = createHash("sha256")
      .update(JSON.stringify([article.articleTitle, article.articleMd, article.articleTabContent]))
      .digest("base64url");
    let rendered = renderings.get(key);
    if (!rendered) renderings.set(key, (rendered = entry.renderArticle(article)));
    return rendered;
  };
  return { ...entry, renderArticle };
}

function sizeOf(rendered: RenderedArticle): number {
  return rendered.html.length + rendered.tabs.reduce((sum, tab) => sum + tab.html.length, 0);
}
