// The search offline: the titles of the article pages the app knows, every word the reader
// typed, folded as the server folds them, the titles that start with the first word first.
import { MENU_TYPE_ARTICLE, MENU_TYPE_DIRECTORY, type MenuEntry } from "@rxdocs/contract";
import { describe, expect, it } from "vitest";
import type { MenuMap } from "../../store/menuIndex";
import { searchTitles } from "./titleSearch";

const entry = (menuCode: string, menuName: string, menuType: MenuEntry["menuType"] = MENU_TYPE_ARTICLE): MenuEntry => ({
  menuCode,
  menuName,
  menuType,
  parentCode: null,
  sort: 0,
  visibility: "public",
  childList: [],
});

const menuMapOf = (...entries: MenuEntry[]): MenuMap =>
  Object.fromEntries(entries.map((menu) => [menu.menuCode, menu]));

const codesFound = (keyword: string, menuMap: MenuMap) =>
  searchTitles(keyword, menuMap).hits.map((hit) => hit.menuCode);

describe("searching the titles offline", () => {
  it("finds the titles that hold every word typed, in any order, and only those", () => {
    const menuMap = menuMapOf(
      entry("keys", "Creating share keys"),
      entry("links", "Share links"),
      entry("backups", "Backups"),
    );
    expect(codesFound("keys share", menuMap)).toEqual(["keys"]);
    expect(codesFound("share", menuMap).sort()).toEqual(["keys", "links"]);
    expect(codesFound("restore", menuMap)).toEqual([]);
  });

  it("folds case and accents on both sides, as the server's search does", () => {
    const menuMap = menuMapOf(entry("start", "Démarrage rapide"), entry("cafe", "CAFÉ CRÈME"));
    expect(codesFound("DEMARRAGE", menuMap)).toEqual(["start"]);
    expect(codesFound("café crème", menuMap)).toEqual(["cafe"]);
    expect(codesFound("creme", menuMap)).toEqual(["cafe"]);
  });

  it("puts the titles that start with the first word first", () => {
    const menuMap = menuMapOf(
      entry("restoring", "Restoring backups"),
      entry("backups", "Backups"),
      entry("when", "When backups run"),
    );
    expect(codesFound("backups", menuMap)).toEqual(["backups", "restoring", "when"]);
  });

  it("answers article pages only, as search hits with the title and no snippet, and the words searched", () => {
    const menuMap = menuMapOf(entry("guides", "Guides", MENU_TYPE_DIRECTORY), entry("writing", "Writing guides"));
    expect(searchTitles("  Guides ", menuMap)).toEqual({
      hits: [{ menuCode: "writing", articleTitle: "Writing guides", heading: null, snippet: [] }],
      terms: ["guides"],
    });
  });

  it("answers at most twenty titles", () => {
    const entries = Array.from({ length: 25 }, (_, n) => entry(`note-${n}`, `Release note ${n}`));
    expect(searchTitles("note", menuMapOf(...entries)).hits).toHaveLength(20);
  });
});
