// The search as the search call makes it, for tests that ask the search of a database directly:
// in its default version and language, among the given published pages (all of them by default).
import type { SearchAnswer } from "@rxdocs/contract";
import type { Kysely } from "kysely";
import { loadCatalog } from "../catalog/catalogSource.js";
import { searchArticles } from "../search/searchArticles.js";
import type { Database } from "../storage/schema.js";

export async function searchIn(
  db: Kysely<Database>,
  request: { keyword: string; pageSize: number; visible?: ReadonlySet<string> },
): Promise<SearchAnswer> {
  const catalog = await loadCatalog(db);
  return searchArticles(db, {
    keyword: request.keyword,
    pageSize: request.pageSize,
    ...catalog.searchTarget(request.visible ?? catalog.visible({}).articles),
  });
}
