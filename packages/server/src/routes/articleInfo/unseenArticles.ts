import type { Catalog, VisibleContent } from "../../catalog/catalog.js";

/** Above this many, the list would cost more to send than it saves. */
const MAX_UNSEEN = 5000;
const unseenByView = new WeakMap<VisibleContent, number[]>();

/**
 * The catalog's article revisions a reader may not see (drafts, restricted and hidden pages), for the
 * search to leave out in the database. Kept per view, which the catalog keeps per grant.
 */
export function unseenArticles(catalog: Catalog, visible: VisibleContent): number[] {
  let unseen = unseenByView.get(visible);
  if (!unseen) {
    unseen = [...catalog.articles.values()]
      .filter((article) => !visible.articles.has(article.menu_code))
      .map((article) => article.id);
    if (unseen.length > MAX_UNSEEN) unseen = [];
    unseenByView.set(visible, unseen);
  }
  return unseen;
}
