import { MENU_TYPE_ARTICLE, type MenuEntry } from "@rxdocs/contract";

/**
 * The tree narrowed to the articles and folders whose name contains every word of `filter`
 * (case and accents ignored), with the folders on the way to them.
 */
export function filterMenus(entries: readonly MenuEntry[], filter: string): MenuEntry[] {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const matches = (entry: MenuEntry) => words.every((word) => fold(entry.menuName).includes(word));
  const narrow = (list: readonly MenuEntry[]): MenuEntry[] =>
    list.flatMap((entry) => {
      if (matches(entry)) return entry.menuType === MENU_TYPE_ARTICLE || entry.childList.length > 0 ? [entry] : [];
      const childList = narrow(entry.childList);
      return childList.length > 0 ? [{ ...entry, childList }] : [];
    });
  return narrow(entries);
}

export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
