import type { Catalog, VisibleContent } from "../../catalog/catalog.js";

/** Above this many, the list would cost more to send than it saves. */
const MAX_UNSEEN = 5000;
const unseenByView = new WeakMap<VisibleContent, string[]>();

/**
 * The catalog's articles a reader may not see (drafts, restricted and hidden pages), for the
 * search to leave out in the database. Kept per view, which the catalog keeps per grant.
 */
export function unseenArticles(catalog: Catalog, visible: VisibleContent): string[] {
  let unseen = unseenByView.get(visible);
  if (!unseen) {
    unseen = [...catalog.articles.keys()].filter((code) => !visible.articles.has(code));
    if (unseen.length > MAX_UNSEEN) unseen = [];
    unseenByView.set(visible, unseen);
  }
  return unseen;
}
