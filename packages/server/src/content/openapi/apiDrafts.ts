// The menus an OpenAPI file makes: a section per tag holding a page per operation, in the
// file's order, as generated pages of no file of their own (like a navigation's sections, they
// give way when their codes clash with a file's). Their codes are their tags' and titles' words,
// so that a page keeps its address as long as its summary stays the same.
import { ARTICLE_STATUS_PUBLISHED, MENU_TYPE_ARTICLE, MENU_TYPE_DIRECTORY } from "@rxdocs/contract";
import { createHash } from "node:crypto";
import { deriveMenuCode, isValidMenuCode } from "../menuCode.js";
import type { MenuDraft } from "../menuDrafts.js";
import { apiOperationPath, apiTagPath } from "./apiPaths.js";
import { operationMarkdown } from "./operationPage.js";
import { type ApiOperation, tagLabel, tagOrder } from "./operations.js";
import type { ApiSpec } from "./readSpec.js";

/** A section per tag under `parentPath`, each holding its operations but those `skipped`. */
export function specDrafts(
  spec: ApiSpec,
  operations: readonly ApiOperation[],
  parentPath: string,
  skipped: ReadonlySet<string>,
): MenuDraft[] {
  const drafts: MenuDraft[] = [];
  tagOrder(spec, operations).forEach((tag, order) => {
    const ops = operations.filter((operation) => operation.tag === tag && !skipped.has(operation.key));
    if (ops.length === 0) return;
    const path = apiTagPath(spec.file, tag);
    const label = tagLabel(spec, tag);
    drafts.push({
      path,
      parentPath,
      name: label,
      order,
      code: codeOf(label),
      codeIsExplicit: false,
      isSynthetic: true,
      menu: { menuName: label, menuType: MENU_TYPE_DIRECTORY, visibility: "public" },
      isFolder: true,
      problems: [],
    });
    ops.forEach((operation, index) => drafts.push(operationDraft(spec, operation, path, index)));
  });
  return drafts;
}

/** One operation's page under `parentPath`. */
export function operationDraft(spec: ApiSpec, operation: ApiOperation, parentPath: string, order = 0): MenuDraft {
  return {
    path: apiOperationPath(spec.file, operation.key),
    parentPath,
    name: operation.title,
    order,
    code: codeOf(`${tagLabel(spec, operation.tag)}/${operation.title}`),
    codeIsExplicit: false,
    isSynthetic: true,
    menu: { menuName: operation.title, menuType: MENU_TYPE_ARTICLE, visibility: "public" },
    article: {
      articleTitle: operation.title,
      articleMd: operationMarkdown(spec, operation),
      articleTabContent: null,
      status: ARTICLE_STATUS_PUBLISHED,
    },
    isFolder: false,
    problems: [],
  };
}

/** The words' code ("Users/List users" → "users-list-users"), else one made of their hash (a title in another script). */
function codeOf(words: string): string {
  const derived = deriveMenuCode(words);
  return isValidMenuCode(derived) ? derived : `api-${createHash("sha256").update(words).digest("hex").slice(0, 8)}`;
}
