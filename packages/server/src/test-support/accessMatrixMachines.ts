// The channels for machine readers, asked for one credential by one transport and held against the
// rules like the API's: llms.txt and llms-full.txt, each page as Markdown (its own address, and
// /view asked for text/markdown), the feeds, the printed sections, MCP's tools and resources, which
// answer what the credential opens; and the sitemap and the social cards, which are public whatever is sent.
import { NOT_FOUND_MESSAGE } from "@rxdocs/contract";
import { markersOf, MATRIX_SLOTS, type MatrixSlot, type SlotName, COMMON_WORD } from "./accessMatrixContent.js";
import { allowedFor, Judgement, type MatrixContext, parseJson } from "./accessMatrixJudge.js";
import { accessHeaders, type Answer } from "./accessMatrixTransports.js";
import type { Channel, Credential, Transport } from "./accessRules.js";

/** How a machine carries a credential: a share link's query, the access headers, or a bearer key. */
export type MachineTransport = Extract<Transport, "address" | "header" | "bearer">;
export const MACHINE_TRANSPORTS: readonly MachineTransport[] = ["address", "header", "bearer"];

export const FEED_PATHS = ["/feed.xml", "/atom.xml", "/feed.json"] as const;
/** The folders whose section feeds are asked for: public, restricted and hidden. */
export const FEED_SECTIONS = ["pub", "res-a", "hid-a"] as const;

/** The codes of the pages an answer's addresses name (`?path=<code>` or `rxdocs://page/<code>`). */
function codesIn(text: string): Set<string> {
  const codes = [...text.matchAll(/(?:[?&]path=|rxdocs:\/\/page\/)([A-Za-z0-9._~-]+)/g)].map((match) => match[1]!);
  return new Set(codes);
}

/** A machine's request: its address with the slot (and, by address, the secrets) in the query, and its headers. */
function machineRequest(
  path: string,
  slot: MatrixSlot | undefined,
  credential: Credential,
  transport: MachineTransport,
  query: Record<string, string> = {},
): { address: string; headers: Record<string, string> } {
  const search = new URLSearchParams(query);
  if (slot?.request.version) search.set("version", slot.request.version);
  if (slot?.request.lang) search.set("lang", slot.request.lang);
  const { key, viewCode } = credential;
  let headers: Record<string, string> = {};
  if (transport === "address") {
    if (key) search.set("hash", key.value);
    if (viewCode) search.set("viewPath", viewCode.value);
  } else if (transport === "header") {
    headers = accessHeaders(credential);
  } else {
    headers = { ...accessHeaders({ name: credential.name, ...(viewCode && { viewCode }) }) };
    if (key) headers.authorization = `Bearer ${key.value}`;
  }
  const queryText = search.toString();
  return { address: `${path}${queryText ? `?${queryText}` : ""}`, headers };
}

function judge(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  channel: Channel,
  transport: MachineTransport,
  subject: string,
  answer: Answer,
  items = 1,
  envelope: "api" | "jsonRpc" = "api",
) {
  const outcome = ctx.rules.outcome(credential, channel, transport);
  const asked = { slot, credential, channel, transport, subject, items };
  return new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome), envelope);
}

/** llms.txt lists exactly the pages the credential may read; llms-full.txt holds exactly them. */
export async function askLlms(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: MachineTransport,
  file: "llms.txt" | "llms-full.txt",
) {
  const request = machineRequest(`/${file}`, slot, credential, transport);
  const answer = await ctx.client.get(request.address, request.headers);
  const items = ctx.rules.tree(slot.name).length;
  const judged = judge(ctx, slot, credential, "llms", transport, file, answer, items);
  if (!judged.answered || !judged.expectOk()) return;
  const readable = ctx.rules.readablePages(slot.name, judged.answered.grant);
  judged.compareSets(`${file}'s pages`, codesIn(answer.text), readable);
  if (file !== "llms-full.txt") return;
  const menus = ctx.rules.tree(slot.name);
  for (const code of readable) {
    const menu = menus.find((entry) => entry.code === code)!;
    if (!answer.text.includes(markersOf(menu.content).body)) judged.mismatch(`lacks the body of ${code}`);
  }
}

/** A page as Markdown, at /view.md or from /view by Accept: its text where it may be read, else a 404. */
export async function askPageMarkdown(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: MachineTransport,
  menuCode: string,
  by: "view.md" | "accept",
) {
  const path = by === "view.md" ? "/view.md" : "/view";
  const request = machineRequest(path, slot, credential, transport, { path: menuCode });
  const headers = { ...request.headers, ...(by === "accept" && { accept: "text/markdown" }) };
  const answer = await ctx.client.get(request.address, headers);
  const judged = judge(ctx, slot, credential, "pageMarkdown", transport, `${menuCode} by ${by}`, answer);
  if (!judged.answered) return;
  const menu = ctx.rules.tree(slot.name).find((entry) => entry.code === menuCode);
  if (!menu || !ctx.rules.readablePages(slot.name, judged.answered.grant).has(menuCode)) {
    judged.expectStatus(404, NOT_FOUND_MESSAGE);
    return;
  }
  if (!judged.expectOk()) return;
  if (!answer.text.includes(markersOf(menu.content).body)) judged.mismatch("answered another page");
  if (!answer.headers.get("content-type")?.startsWith("text/markdown")) judged.mismatch("is not text/markdown");
}

/**
 * A section printed as one document (/print): every page under it that the credential may read;
 * a section with none, or out of view, is a 404 as one that never was.
 */
export async function askPrint(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: MachineTransport,
  section: string,
) {
  const request = machineRequest("/print", slot, credential, transport, { path: section });
  const answer = await ctx.client.get(request.address, request.headers);
  const menus = ctx.rules.tree(slot.name);
  const judged = judge(ctx, slot, credential, "print", transport, `print of ${section}`, answer, menus.length);
  if (!judged.answered) return;
  const readable = ctx.rules.readablePages(slot.name, judged.answered.grant);
  const printed = menus.filter((menu) => readable.has(menu.code) && menu.path.includes(section));
  if (printed.length === 0) {
    judged.expectStatus(404, NOT_FOUND_MESSAGE);
    return;
  }
  if (!judged.expectOk()) return;
  for (const menu of printed) {
    if (!answer.text.includes(markersOf(menu.content).body)) judged.mismatch(`lacks the body of ${menu.code}`);
  }
}

/**
 * A feed of the site or of a section: its entries are readable pages (all of them here, where
 * fewer than the feed's 20 are readable); a section out of view is a 404.
 */
export async function askFeed(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: MachineTransport,
  path: (typeof FEED_PATHS)[number],
  section?: string,
) {
  const request = machineRequest(path, slot, credential, transport, section ? { section } : {});
  const answer = await ctx.client.get(request.address, request.headers);
  const subject = `${path}${section ? ` of ${section}` : ""}`;
  const judged = judge(ctx, slot, credential, "feed", transport, subject, answer, ctx.rules.tree(slot.name).length);
  if (!judged.answered) return;
  const { grant, menuGrant } = judged.answered;
  if (section !== undefined && !ctx.rules.listedMenus(slot.name, menuGrant).has(section)) {
    // Said as for a section that never was, naming the one asked for.
    judged.expectStatus(404, `section: no section ${section}`);
    return;
  }
  if (!judged.expectOk()) return;
  const readable = ctx.rules.readablePages(slot.name, grant);
  const menus = ctx.rules.tree(slot.name);
  const due = [...readable].filter(
    (code) => section === undefined || menus.find((menu) => menu.code === code)!.path.includes(section),
  );
  judged.compareSets("the feed", codesIn(answer.text), new Set(due));
}

/** One JSON-RPC call to /mcp, as a stateless client sends it. */
function mcpCall(ctx: MatrixContext, slot: MatrixSlot, credential: Credential, transport: MachineTransport) {
  return (method: string, params: object) => {
    const request = machineRequest("/mcp", slot, credential, transport);
    return ctx.client.post(
      request.address,
      { jsonrpc: "2.0", id: 1, method, params },
      { ...request.headers, accept: "application/json, text/event-stream" },
    );
  };
}

/**
 * MCP: list_pages, search_docs and resources/list name exactly the readable pages (the common word
 * is on every page), and read_page reads each page the credential opens and no other.
 */
export async function askMcp(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: MachineTransport,
  menuCodes: readonly string[],
) {
  const call = mcpCall(ctx, slot, credential, transport);
  const items = ctx.rules.tree(slot.name).length;
  const listed = async (subject: string, answer: Answer, codesOf: (result: any) => Set<string>) => {
    const judged = judge(ctx, slot, credential, "mcp", transport, subject, answer, items, "jsonRpc");
    if (!judged.answered || !judged.expectOk()) return;
    const result = parseJson(answer.text)?.result;
    if (result === undefined || result.isError) return judged.mismatch(`failed: ${answer.text.slice(0, 160)}`);
    judged.compareSets(subject, codesOf(result), ctx.rules.readablePages(slot.name, judged.answered.grant));
  };
  const readableIn = (entries: any[]): string[] =>
    entries.flatMap((entry) => [...(entry.url ? [entry.code] : []), ...readableIn(entry.children)]);
  await listed("list_pages", await call("tools/call", { name: "list_pages", arguments: {} }), (result) => {
    return new Set(readableIn(result.structuredContent.entries));
  });
  const search = { name: "search_docs", arguments: { query: COMMON_WORD, limit: 50 } };
  await listed("search_docs", await call("tools/call", search), (result) => {
    return new Set(result.structuredContent.hits.map((hit: { menuCode: string }) => hit.menuCode));
  });
  await listed("resources/list", await call("resources/list", {}), (result) => codesIn(JSON.stringify(result)));
  for (const menuCode of menuCodes) {
    const answer = await call("tools/call", { name: "read_page", arguments: { path: menuCode } });
    const judged = judge(ctx, slot, credential, "mcp", transport, `read_page ${menuCode}`, answer, 1, "jsonRpc");
    if (!judged.answered || !judged.expectOk()) continue;
    const result = parseJson(answer.text)?.result;
    const menu = ctx.rules.tree(slot.name).find((entry) => entry.code === menuCode);
    const readable = menu !== undefined && ctx.rules.readablePages(slot.name, judged.answered.grant).has(menuCode);
    const text = String(result?.content?.[0]?.text ?? "");
    if (readable && (result?.isError || !text.includes(markersOf(menu.content).body))) {
      judged.mismatch(`does not read the page: ${text.slice(0, 120)}`);
    }
    if (!readable && !(result?.isError && text === `No page ${menuCode} here`)) {
      judged.leak(`reads a page it may not: ${text.slice(0, 120)}`);
    }
  }
}

/** The slot of a page address, by its query; undefined for one of no version and language here. */
function slotOfAddress(address: string): SlotName | undefined {
  const query = new URL(address).searchParams;
  const match = MATRIX_SLOTS.find(
    (slot) =>
      (query.get("version") ?? undefined) === slot.request.version &&
      (query.get("lang") ?? undefined) === slot.request.lang,
  );
  return match?.name;
}

/**
 * The sitemap, whatever credential comes with it: the public pages of every version and language,
 * each once (a page a language lacks is listed in the default language only).
 */
export async function askSitemap(ctx: MatrixContext, credential: Credential, transport: MachineTransport) {
  const [latest] = MATRIX_SLOTS;
  const request = machineRequest("/sitemap.xml", undefined, credential, transport);
  const answer = await ctx.client.get(request.address, request.headers);
  const judged = judge(ctx, latest!, credential, "sitemap", transport, "the sitemap", answer, 1);
  if (!judged.answered || !judged.expectOk()) return;
  const shown = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, loc]) => {
    const address = loc!.replaceAll(/&(?:amp|#38);/g, "&");
    const code = new URL(address).searchParams.get("path");
    return code ? [`${slotOfAddress(address)}:${code}`] : [];
  });
  const due = MATRIX_SLOTS.flatMap(({ name }) => {
    const publicPages = ctx.rules.readablePages(name, {});
    const own = ctx.rules.tree(name).filter((menu) => publicPages.has(menu.code) && !menu.untranslated);
    return own.map((menu) => `${name}:${menu.code}`);
  });
  judged.compareSets("the sitemap", shown, new Set(due));
}

/** A social card: drawn for a public page whatever credential comes with it, a 404 for any other. */
export async function askCard(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: MachineTransport,
  menuCode: string,
) {
  const request = machineRequest("/card.png", slot, credential, transport, { path: menuCode });
  const answer = await ctx.client.get(request.address, request.headers);
  const judged = judge(ctx, slot, credential, "card", transport, `card of ${menuCode}`, answer);
  if (!judged.answered) return;
  if (!ctx.rules.readablePages(slot.name, {}).has(menuCode)) {
    judged.expectStatus(404, NOT_FOUND_MESSAGE);
    return;
  }
  if (judged.expectOk() && answer.headers.get("content-type") !== "image/png") judged.mismatch("is not a PNG");
}
