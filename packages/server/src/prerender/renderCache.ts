// Renders each article once for all the content versions that hold it. Answers are cached per
// content version (an import drops them all); renderings are kept by what they are rendered
// from, so that after an import only the pages that changed are rendered again.
import { createHash } from "node:crypto";
import type { RenderArticle, RenderedArticle, ServerEntry } from "@rxdocs/contract";
import { LRUCache } from "lru-cache";
import { flatString } from "../flatString.js";
import { noteColdWork } from "../http/coldWork.js";

const CACHE_BYTES = 64 * 1024 * 1024;

/** Of each entry withRenderCache made: its renderer that reads the cache but adds nothing. */
const passingRenderers = new WeakMap<ServerEntry, RenderArticle>();

/** The server entry with its renderer remembering what it rendered. */
export function withRenderCache(entry: ServerEntry, maxBytes = CACHE_BYTES): ServerEntry {
  const renderings = new LRUCache<string, RenderedArticle>({
    maxSize: maxBytes,
    sizeCalculation: (rendered) => Math.max(1, sizeOf(rendered)),
  });
  const keyOf = (article: Parameters<RenderArticle>[0]) =>
    createHash("sha256")
      .update(JSON.stringify([article.articleTitle, article.articleMd, article.articleTabContent]))
      .digest("base64url");
  const renderArticle: RenderArticle = (article) => {
    const key = keyOf(article);
    let rendered = renderings.get(key);
    if (!rendered) {
      noteColdWork(`rendering of "${article.articleTitle}"`);
      renderings.set(key, (rendered = flatRendering(entry.renderArticle(article))));
    }
    return rendered;
  };
  const cached = { ...entry, renderArticle };
  passingRenderers.set(cached, (article) => renderings.get(keyOf(article)) ?? entry.renderArticle(article));
  return cached;
}

/**
 * The entry's renderer for a reader of every page in turn (llms-full.txt): it uses what is kept
 * but keeps nothing, so that one pass over 20,000 pages neither grows the server nor pushes out
 * the pages that readers are reading.
 */
export function renderWithoutKeeping(entry: ServerEntry): RenderArticle {
  return passingRenderers.get(entry) ?? entry.renderArticle;
}

/** The rendering with its HTML held as it is counted. */
function flatRendering(rendered: RenderedArticle): RenderedArticle {
  return {
    ...rendered,
    html: flatString(rendered.html),
    tabs: rendered.tabs.map((tab) => ({ ...tab, html: flatString(tab.html) })),
  };
}

/** Bytes, at two a character: a page in a script beyond Latin-1 is held that way. */
function sizeOf(rendered: RenderedArticle): number {
  return 2 * (rendered.html.length + rendered.tabs.reduce((sum, tab) => sum + tab.html.length, 0));
}
