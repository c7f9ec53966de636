// A site of each tool, imported by the import command's own code into SQLite and into
// PostgreSQL: the stored menus of its default version and language follow the navigation its
// configuration defines, and a second import changes nothing.
import { MENU_TYPE_ARTICLE, type MenuType, type Visibility } from "@rxdocs/contract";
import { describe, expect, it } from "vitest";
import { importFolder } from "../../cli/import.js";
import { listMenus } from "../../storage/menus.js";
import type { MenuSource } from "../model.js";
import { readSite } from "../../storage/site.js";
import { findSlotId, listVersions } from "../../storage/slots.js";
import { DATABASE_KINDS, freshStorageEachTest } from "../../test-support/databases.js";
import { sidebarNames } from "../../test-support/menuOutline.js";
import { TOOL_SITES } from "../../test-support/toolSites/index.js";

/** The sidebar leaves out a folder with nothing in it (an images folder). */
function withoutEmptyFolders(menus: MenuSource[]): MenuSource[] {
  const holds = (code: string): boolean =>
    menus.some(
      (menu) =>
        menu.parentCode === code &&
        (menu.menuType === MENU_TYPE_ARTICLE || menu.link !== undefined || holds(menu.menuCode)),
    );
  return menus.filter((menu) => menu.menuType === MENU_TYPE_ARTICLE || menu.link !== undefined || holds(menu.menuCode));
}

describe.each(DATABASE_KINDS)("sites of other tools imported into $name", (kind) => {
  const fresh = freshStorageEachTest(kind);

  it.each(TOOL_SITES)(
    "a $tool site has the menus its navigation defines, and imports again unchanged",
    async (site) => {
      const root = fresh.tempDir();
      site.write(root);
      const { db } = fresh.storage();
      const first = await importFolder(db, root, {});
      expect(first.site?.tool).toBe(site.tool);

      const latest = (await listVersions(db)).find((version) => version.latest === 1)!;
      const settings = JSON.parse((await readSite(db)).settings) as { lang: string };
      const slotId = await findSlotId(db, latest.name, settings.lang);
      const menus = (await listMenus(db, slotId)).map((menu): MenuSource => ({
        menuCode: menu.menu_code,
        menuName: menu.menu_name,
        menuType: Number(menu.menu_type) as MenuType,
        parentCode: menu.parent_code,
        sort: Number(menu.sort),
        visibility: menu.visibility as Visibility,
        sourcePath: menu.source_path ?? "",
        ...(menu.link !== null && { link: menu.link }),
        ...(Number(menu.nav_hidden) === 1 && { navHidden: true }),
      }));
      expect(sidebarNames({ menus: withoutEmptyFolders(menus) })).toEqual(site.sidebar);

      const again = await importFolder(db, root, {});
      for (const slot of again.slots ?? [again]) {
        expect(slot.menus).toMatchObject({ created: 0, updated: 0, removed: 0 });
        expect(slot.articles).toMatchObject({ created: 0, updated: 0, removed: 0 });
      }
    },
  );
});
