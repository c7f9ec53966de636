// Settles what depends on more than one file: clashing codes, parents and the order of siblings.
import { ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import { postListing } from "./blogPosts.js";
import { settleCodeClashes } from "./codeClashes.js";
import type { MenuDraft } from "./menuDrafts.js";
import { type ArticleSource, emptyContent, type FolderContent, type MenuSource } from "./model.js";
import { orderSiblings } from "./siblingOrder.js";

type UsableDraft = MenuDraft & { code: string };

/**
 * Menus come out parent before children (and articles in the same order). A draft with any
 * problem is left out, and so is everything inside a folder that is left out. Clashes of written
 * codes are added to the drafts' own problems; derived codes that clash are made distinct.
 */
export function assembleContent(drafts: readonly MenuDraft[]): FolderContent {
  settleCodeClashes(drafts);
  const childrenByFolder = new Map<string, UsableDraft[]>();
  for (const draft of drafts) {
    if (!isUsable(draft)) continue;
    const siblings = childrenByFolder.get(draft.parentPath) ?? [];
    siblings.push(draft);
    childrenByFolder.set(draft.parentPath, siblings);
  }

  const content = emptyContent();
  const addChildren = (folderPath: string, parentCode: string | null): PlacedMenu[] => {
    return orderSiblings(childrenByFolder.get(folderPath) ?? []).map((draft, sort) => {
      // A navigation's own section or link was read from no file or folder.
      const sourcePath = draft.isSynthetic ? "" : draft.path;
      const menu: MenuSource = { menuCode: draft.code, ...draft.menu, parentCode, sort, sourcePath };
      content.menus.push(menu);
      // A generated page lists the children, so it is written once they are placed.
      const article: ArticleSource | undefined = draft.article
        ? { menuCode: draft.code, ...draft.article }
        : draft.generatedIndex || draft.listsPosts
          ? {
              menuCode: draft.code,
              ...generatedIndexArticle(draft.menu.menuName, draft.generatedIndex ?? {}, []),
            }
          : undefined;
      if (article) content.articles.push(article);
      const ownPage = article?.status === ARTICLE_STATUS_PUBLISHED ? draft.code : undefined;
      if (!draft.isFolder) return { menu, article, pageCode: ownPage };
      const children = addChildren(draft.path, draft.code);
      if (draft.listsPosts) {
        const own = draft.article?.articleMd ?? `# ${draft.menu.menuName}\n`;
        article!.articleMd = postListing(
          own,
          children.flatMap(({ menu, article }) => (article ? [{ menu, article }] : [])),
        );
      } else if (draft.generatedIndex && !draft.article) {
        Object.assign(article!, generatedIndexArticle(draft.menu.menuName, draft.generatedIndex, children));
      }
      return { menu, article, pageCode: ownPage ?? children.find((child) => child.pageCode)?.pageCode };
    });
  };
  addChildren("", null);

  content.problems = drafts.flatMap((draft) => draft.problems);
  return content;
}

interface PlacedMenu {
  menu: MenuSource;
  article?: ArticleSource;
  /** The page a link to the menu opens: its own, else the first one inside it; none when it holds no published page. */
  pageCode?: string;
}

/**
 * Docusaurus' generated index: the folder's description, then a link to each of its children
 * that leads to a page (a folder without a page of its own opens its first one).
 */
function generatedIndexArticle(
  folderName: string,
  link: NonNullable<MenuDraft["generatedIndex"]>,
  children: readonly PlacedMenu[],
): Omit<ArticleSource, "menuCode"> {
  const title = link.title ?? folderName;
  const items = children
    .filter((child) => child.pageCode !== undefined)
    .map(({ menu, pageCode }) => `- [${escapeLinkText(menu.menuName)}](/view?path=${pageCode})`);
  const body = [`# ${title}`, ...(link.description ? [link.description] : []), items.join("\n")].join("\n\n");
  return { articleTitle: title, articleMd: `${body}\n`, articleTabContent: null, status: ARTICLE_STATUS_PUBLISHED };
}

/** Text written as a link's text, its Markdown taken literally. */
export function escapeLinkText(text: string): string {
  return text.replace(/[\\[\]*_`<]/g, (character) => `\\${character}`);
}

function isUsable(draft: MenuDraft): draft is UsableDraft {
  return draft.code !== undefined && draft.problems.length === 0;
}
