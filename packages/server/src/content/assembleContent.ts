// Settles what depends on more than one file: duplicate codes, parents and the order of siblings.
import type { MenuDraft } from "./menuDrafts.js";
import type { FolderContent, MenuSource } from "./model.js";
import { orderSiblings } from "./siblingOrder.js";

type UsableDraft = MenuDraft & { code: string };

/**
 * Menus come out parent before children (and articles in the same order). A draft with any
 * problem is left out, and so is everything inside a folder that is left out. Code clashes are
 * added to the drafts' own problems.
 */
export function assembleContent(drafts: readonly MenuDraft[]): FolderContent {
  reportDuplicateCodes(drafts);
  const childrenByFolder = new Map<string, UsableDraft[]>();
  for (const draft of drafts) {
    if (!isUsable(draft)) continue;
    const siblings = childrenByFolder.get(draft.parentPath) ?? [];
    siblings.push(draft);
    childrenByFolder.set(draft.parentPath, siblings);
  }

  const content: FolderContent = { menus: [], articles: [], problems: [] };
  const addChildren = (folderPath: string, parentCode: string | null): void => {
    orderSiblings(childrenByFolder.get(folderPath) ?? []).forEach((draft, sort) => {
      const menu: MenuSource = { menuCode: draft.code, ...draft.menu, parentCode, sort, sourcePath: draft.path };
      content.menus.push(menu);
      if (draft.article) content.articles.push({ menuCode: draft.code, ...draft.article });
      else addChildren(draft.path, draft.code);
    });
  };
  addChildren("", null);

  content.problems = drafts.flatMap((draft) => draft.problems);
  return content;
}

function isUsable(draft: MenuDraft): draft is UsableDraft {
  return draft.code !== undefined && draft.problems.length === 0;
}

/** Codes are unique across the whole site; each holder of a shared code is told the others. */
function reportDuplicateCodes(drafts: readonly MenuDraft[]): void {
  const holders = new Map<string, MenuDraft[]>();
  for (const draft of drafts) {
    if (draft.code === undefined) continue;
    const sharing = holders.get(draft.code) ?? [];
    sharing.push(draft);
    holders.set(draft.code, sharing);
  }
  for (const [code, sharing] of holders) {
    if (sharing.length < 2) continue;
    for (const draft of sharing) {
      const others = sharing.filter((other) => other !== draft).map((other) => other.path);
      draft.problems.push({
        path: draft.path,
        reason: `duplicate code ${JSON.stringify(code)} (also used by ${others.join(", ")})`,
      });
    }
  }
}
