// The search the dialog falls back on when the server cannot be reached: the titles of the
// pages the app knows (the menus and the article list the service worker kept), matched on
// every word the reader typed, folded as the server folds them. Titles that start with the
// words come first.
import { foldForSearch, MENU_TYPE_ARTICLE, type SearchAnswer } from "@rxdocs/contract";
import type { MenuMap } from "../../store/menuIndex";

const MAX_HITS = 20;

export function searchTitles(keyword: string, menuMap: MenuMap): SearchAnswer {
  const words = foldForSearch(keyword).split(/\s+/).filter(Boolean);
  const matches = Object.values(menuMap)
    .filter((entry) => entry.menuType === MENU_TYPE_ARTICLE)
    .map((entry) => ({ entry, title: foldForSearch(entry.menuName) }))
    .filter(({ title }) => words.every((word) => title.includes(word)))
    .sort((a, b) => Number(b.title.startsWith(words[0]!)) - Number(a.title.startsWith(words[0]!)));
  const hits = matches.slice(0, MAX_HITS).map(({ entry }) => ({
    menuCode: entry.menuCode,
    articleTitle: entry.menuName,
    heading: null,
    snippet: [],
  }));
  return { hits, terms: words };
}
