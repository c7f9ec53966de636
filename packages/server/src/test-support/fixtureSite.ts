// A small site that exercises every access rule: public, draft, restricted (whole and
// scoped), hidden (nested), and a folder whose only article is a draft.
import type { Kysely } from "kysely";
import { issueAccessKey } from "../access/keyIssuer.js";
import { type ArticleSource, emptyContent, type FolderContent, type MenuSource } from "../content/model.js";
import { findMenu } from "../storage/menus.js";
import type { Database } from "../storage/schema.js";

type MenuSpec = Omit<MenuSource, "sourcePath" | "sort" | "parentCode"> & { children?: MenuSpec[] };

const dir = (menuCode: string, visibility: MenuSource["visibility"], children: MenuSpec[]): MenuSpec => ({
  menuCode,
  menuName: `Folder ${menuCode}`,
  menuType: 1,
  visibility,
  children,
});
const page = (menuCode: string, visibility: MenuSource["visibility"] = "public"): MenuSpec => ({
  menuCode,
  menuName: `Page ${menuCode}`,
  menuType: 2,
  visibility,
});

export const FIXTURE_TREE: MenuSpec[] = [
  dir("guide", "public", [page("intro"), page("setup"), page("wip")]),
  dir("secret", "restricted", [page("plan"), dir("deep", "public", [page("more")])]),
  dir("partners", "restricted", [page("p1")]),
  dir("unlisted", "hidden", [page("hid1"), dir("inner", "hidden", [page("hid2")])]),
  dir("drafts-only", "public", [page("draft-only")]),
  page("top"),
];

export const DRAFT_CODES = new Set(["wip", "draft-only"]);

export function fixtureContent(): FolderContent {
  const menus: MenuSource[] = [];
  const articles: ArticleSource[] = [];
  let hour = 0;
  const walk = (specs: MenuSpec[], parentCode: string | null, parentPath: string) => {
    specs.forEach((spec, sort) => {
      const sourcePath = parentPath ? `${parentPath}/${spec.menuCode}` : spec.menuCode;
      const { children, ...menu } = spec;
      menus.push({ ...menu, parentCode, sort, sourcePath: menu.menuType === 2 ? `${sourcePath}.md` : sourcePath });
      if (menu.menuType === 2) {
        hour += 1;
        articles.push({
          menuCode: menu.menuCode,
          articleTitle: `Title of ${menu.menuCode}`,
          articleMd: `# Title of ${menu.menuCode}\n\nBody of ${menu.menuCode}.\n`,
          articleTabContent: menu.menuCode === "intro" ? JSON.stringify([{ label: "npm", md: "npm i" }]) : null,
          status: DRAFT_CODES.has(menu.menuCode) ? 0 : 1,
          createdAt: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
          updatedAt: new Date(Date.UTC(2026, 1, 1, 24 - hour)).toISOString(),
        });
      }
      walk(children ?? [], menu.menuCode, sourcePath);
    });
  };
  walk(FIXTURE_TREE, null, "");
  return { ...emptyContent(), menus, articles };
}

export interface FixtureCredentials {
  /** A key to every restricted menu. */
  allKey: string;
  /** A key scoped to the "partners" folder. */
  partnersKey: string;
  /** The view code of the hidden "unlisted" folder. */
  viewCode: string;
}

/** Issues the keys readers of the fixture site present, beside the view code it already has. */
export async function fixtureCredentials(db: Kysely<Database>): Promise<FixtureCredentials> {
  return {
    allKey: (await issueAccessKey(db, { name: "all", scope: [], expiresAt: null })).key,
    partnersKey: (await issueAccessKey(db, { name: "partners", scope: ["partners"], expiresAt: null })).key,
    viewCode: (await findMenu(db, "unlisted"))!.view_path_code!,
  };
}
