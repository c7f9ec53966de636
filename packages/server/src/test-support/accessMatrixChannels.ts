// Each way content leaves the server, asked for one credential by one transport, and its answer
// held against the rules: the status the outcome calls for (400, 403, 404, 200), exactly the
// menus, pages and files the grant opens, and no word its requester may not see. The search has
// a module of its own (accessMatrixSearch).
import { API_PATHS, type MenuEntry, NOT_FOUND_MESSAGE } from "@rxdocs/contract";
import { type MatrixFile, type MatrixSlot, markersOf } from "./accessMatrixContent.js";
import { allowedFor, Judgement, type MatrixContext, NOTHING, parseJson } from "./accessMatrixJudge.js";
import {
  accessHeaders,
  apiCall,
  type ApiTransport,
  fileCookies,
  type FileTransport,
  menuTreeBody,
  readFirstPage,
  shareAddress,
} from "./accessMatrixTransports.js";
import type { Credential } from "./accessRules.js";

/**
 * The menu tree, by the body the app sends or by the access headers: exactly the menus on the way
 * to the pages the grant may read, each a page only where it may be read, under its own parent.
 */
export async function askMenuTree(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: ApiTransport,
) {
  const outcome = ctx.rules.outcome(credential, "menuTree", transport);
  const answer =
    transport === "body"
      ? await ctx.client.api(API_PATHS.getAuthMenuTree, menuTreeBody(credential, slot))
      : await apiCall(ctx.client, API_PATHS.getAuthMenuTree, {}, slot, credential, transport);
  const items = ctx.rules.tree(slot.name).length;
  const asked = { slot, credential, channel: "menuTree", transport, subject: "the tree", items } as const;
  const judged = new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome));
  if (!judged.answered || !judged.expectStatus(200)) return;
  const due = ctx.rules.listedMenus(slot.name, judged.answered.menuGrant);
  const shown = new Map<string, string>();
  const walk = (entries: MenuEntry[], parentCode: string | null) => {
    for (const entry of entries) {
      shown.set(entry.menuCode, `${entry.menuType}|${parentCode}`);
      walk(entry.childList, entry.menuCode);
    }
  };
  walk(parseJson(answer.text).data as MenuEntry[], null);
  judged.compareSets("the tree", shown.keys(), new Set(due.keys()));
  for (const [code, { menuType, parentCode }] of due) {
    const seen = shown.get(code);
    if (seen === undefined || seen === `${menuType}|${parentCode}`) continue;
    // Shown as a page where it is only on the way to one: its page is offered to a reader who may not read it.
    if (seen.startsWith("2|") && menuType === 1) judged.leak(`the tree offers the page of ${code}`);
    else judged.mismatch(`the tree shows ${code} as ${seen}, not ${menuType}|${parentCode}`);
  }
}

const LIST_QUERY = {
  status: 1,
  sorts: [["createdAt", "desc"]],
  attributes: ["menuCode", "articleTitle", "articleMd", "articleTabContent"],
};

/** The article list, of every page in view, or of the pages the request names (every code of the site). */
export async function askArticleList(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: ApiTransport,
  menuCodes?: string[],
) {
  const outcome = ctx.rules.outcome(credential, "articleList", transport);
  const body = { pageSize: 1000, current: 1, query: { ...LIST_QUERY, ...(menuCodes && { menuCodes }) } };
  const answer = await apiCall(ctx.client, API_PATHS.getListByPage, body, slot, credential, transport);
  const subject = menuCodes ? "every code of the site" : "every page in view";
  const asked = {
    slot,
    credential,
    channel: "articleList",
    transport,
    subject,
    items: ctx.rules.tree(slot.name).length,
  } as const;
  const judged = new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome));
  if (!judged.answered || !judged.expectStatus(200)) return;
  const due = ctx.rules.readablePages(slot.name, judged.answered.grant);
  const { data } = parseJson(answer.text);
  const rows = data.data as { menuCode: string }[];
  judged.compareSets(
    "the list",
    rows.map((row) => row.menuCode),
    due,
  );
  if (data.total > due.size) judged.leak(`the list counts ${data.total} pages, not ${due.size}`);
  if (data.total < due.size) judged.mismatch(`the list counts ${data.total} pages, not ${due.size}`);
}

/** One page's details; a page out of view and a page that never was answer alike (404). */
export async function askArticleDetail(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: ApiTransport,
  menuCode: string,
) {
  const outcome = ctx.rules.outcome(credential, "articleDetail", transport);
  const answer = await apiCall(ctx.client, API_PATHS.getDetailByMenuCode, { menuCode }, slot, credential, transport);
  const asked = { slot, credential, channel: "articleDetail", transport, subject: menuCode, items: 1 } as const;
  const judged = new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome));
  if (!judged.answered) return;
  const menu = ctx.rules.tree(slot.name).find((entry) => entry.code === menuCode);
  if (!menu || !ctx.rules.readablePages(slot.name, judged.answered.grant).has(menuCode)) {
    judged.expectStatus(404, NOT_FOUND_MESSAGE);
    return;
  }
  if (!judged.expectStatus(200)) return;
  const { data } = parseJson(answer.text);
  if (data.menuCode !== menuCode || !String(data.articleMd).includes(markersOf(menu.content).body)) {
    judged.mismatch(`answered another article: ${answer.text.slice(0, 120)}`);
  }
}

/**
 * What the app tells of a page: an answer about it ("Was this page helpful?") or a view of it.
 * Taken where the page may be read, else a 404.
 */
export async function askAboutPage(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: ApiTransport,
  menuCode: string,
  channel: "feedback" | "pageView",
) {
  const outcome = ctx.rules.outcome(credential, channel, transport);
  const [path, body] =
    channel === "feedback"
      ? [API_PATHS.sendFeedback, { menuCode, helpful: true }]
      : [API_PATHS.countView, { menuCode }];
  const answer = await apiCall(ctx.client, path, body, slot, credential, transport);
  const asked = { slot, credential, channel, transport, subject: menuCode, items: 1 } as const;
  const judged = new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome));
  if (!judged.answered) return;
  if (!ctx.rules.readablePages(slot.name, judged.answered.grant).has(menuCode)) {
    judged.expectStatus(404, NOT_FOUND_MESSAGE);
    return;
  }
  if (!judged.expectStatus(200)) return;
  if (typeof parseJson(answer.text).data?.counted !== "boolean") judged.mismatch(`kept nothing: ${answer.text}`);
}

/** Site settings and the home page, or the versions and languages: the same for every reader. */
export async function askSite(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: ApiTransport,
  channel: "siteInfo" | "versions",
) {
  const outcome = ctx.rules.outcome(credential, channel, transport);
  const path = channel === "siteInfo" ? API_PATHS.getSiteInfo : API_PATHS.getVersions;
  const answer = await apiCall(ctx.client, path, {}, slot, credential, transport);
  const asked = { slot, credential, channel, transport, subject: "the site", items: 1 };
  const judged = new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome));
  if (judged.answered) judged.expectStatus(200);
}

/**
 * A first page at a share link's address (the home page for a null code): the page rendered
 * with its article when the link opens it, else the bare app, which asks and explains itself.
 */
export async function askFirstPage(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  menuCode: string | null,
) {
  const outcome = ctx.rules.outcome(credential, "firstPage", "address");
  const answer = await ctx.client.get(shareAddress(menuCode, credential, slot));
  const asked = {
    slot,
    credential,
    channel: "firstPage",
    transport: "address",
    subject: menuCode ?? "/",
    items: 1,
  } as const;
  const judged = new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome));
  if (answer.status !== 200) {
    judged.mismatch(`answered ${answer.status}`);
    return;
  }
  const page = readFirstPage(answer.text);
  const menu = ctx.rules.tree(slot.name).find((entry) => entry.code === menuCode);
  const grant = judged.answered?.grant;
  const rendered =
    grant !== undefined && (menuCode === null || ctx.rules.readablePages(slot.name, grant).has(menuCode));
  if (!rendered) {
    if (page.data !== undefined || page.app !== "") judged.leak("renders a page the address does not open");
    return;
  }
  if (page.data?.site === undefined) {
    judged.mismatch("does not render the page");
    return;
  }
  if (
    menuCode !== null &&
    (page.data.article?.menuCode !== menuCode || !page.app.includes(markersOf(menu!.content).body))
  ) {
    judged.mismatch("does not render the article");
  }
  const isShared = credential.key !== undefined || credential.viewCode !== undefined;
  if (isShared && answer.headers.get("cache-control") !== "private, no-cache") {
    judged.leak(`a page opened by a share link is cached as ${answer.headers.get("cache-control")}`);
  }
}

/** A stored file, by the access headers or by the cookies a share link sets; no version is named. */
export async function askFile(ctx: MatrixContext, credential: Credential, transport: FileTransport, file: MatrixFile) {
  const outcome = ctx.rules.outcome(credential, "file", transport);
  const headers = transport === "cookie" ? fileCookies(credential) : accessHeaders(credential);
  const answer = await ctx.client.get(file.address, headers);
  const readable = outcome.kind === "answered" && ctx.rules.isReadableFile(file, outcome.grant);
  const asked = {
    slot: undefined,
    credential,
    channel: "file",
    transport,
    subject: `${file.name} (${file.hash.slice(0, 8)})`,
    items: 1,
  } as const;
  const judged = new Judgement(ctx, asked, answer, outcome, readable ? new Set([file.marker]) : NOTHING);
  if (!judged.answered) return;
  if (!readable) {
    judged.expectStatus(404, NOT_FOUND_MESSAGE);
    return;
  }
  if (answer.status !== 200 || !answer.text.includes(file.marker)) {
    judged.mismatch(`answered ${answer.status}`);
    return;
  }
  // A file some reader may not see must never sit in a shared cache.
  const isPublic = ctx.rules.isReadableFile(file, {});
  const cacheControl = answer.headers.get("cache-control") ?? "";
  if (!isPublic && !cacheControl.startsWith("private")) judged.leak(`a gated file is cached as ${cacheControl}`);
  if (isPublic && !cacheControl.startsWith("public")) judged.mismatch(`a public file is cached as ${cacheControl}`);
}
