// GET /print?path=<code>: a page or a folder and everything under it as one document to print
// (printDocument.ts), with the same access as every channel: a share link's secrets in the
// query or the headers, or `Authorization: Bearer <key>`, print the restricted section they
// unlock, and nothing a reader could not open is ever in it. `rxdocs pdf` prints it to PDF.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ARTICLE_STATUS_PUBLISHED, ASSET_BASE_PATH, SHARE_QUERY, type ServerEntry } from "@rxdocs/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { rememberSecretsForFiles } from "../access/fileAccessCookies.js";
import type { ReaderView } from "../access/readerAccess.js";
import { BadRequestError, NotFoundError } from "../http/errors.js";
import { isPublicGrant, machineSecrets, machineView, originOf } from "../machine/machineAccess.js";
import type { MachineContext } from "../machine/machineContext.js";
import { pageAddress } from "../machine/pageAddress.js";
import { type EntryDocument, escapeHtml } from "../prerender/entryDocument.js";
import { renderWithoutKeeping } from "../prerender/renderCache.js";
import { presentVersions } from "../presenters/versions.js";
import { presentSite } from "../presenters/site.js";
import { ARTICLE_BODY_COLUMNS, findArticleColumns } from "../storage/articles.js";
import { printDocument, type PrintedPage } from "./printDocument.js";
import { printedSection } from "./printedSection.js";

export interface PrintContext extends MachineContext {
  /** The built app's entry page, whose stylesheet dresses the pages; undefined when not built. */
  entry: EntryDocument | undefined;
  /** The built app (Vite's outDir), where the document's script is. */
  webRoot: string;
}

/** The document's script in the build's manifest: it draws the diagrams (web/src/print/printEntry.ts). */
const PRINT_ENTRY = "src/print/printEntry.ts";

export async function printRoutes(app: FastifyInstance, context: PrintContext): Promise<void> {
  const script = printScriptAddress(context.webRoot);
  app.get("/print", async (request, reply) => {
    const menuCode = new URL(request.url, "http://rxdocs.invalid").searchParams.get(SHARE_QUERY.path);
    if (!menuCode) throw BadRequestError("path: name the page or folder to print, as in /print?path=<code>");
    const view = await machineView(context.reader, request);
    const section = printedSection(view, menuCode);
    if (!section) throw NotFoundError();
    const entry = await context.serverEntry;
    if (!entry || !context.entry) return notBuilt(reply);
    const document = await sectionDocument(context, entry, view, section, originOf(request), script);
    sendPrivately(request, reply, view);
    return reply.type("text/html; charset=utf-8").send(document);
  });
}

async function sectionDocument(
  context: PrintContext,
  entry: ServerEntry,
  view: ReaderView,
  section: NonNullable<ReturnType<typeof printedSection>>,
  origin: string,
  script: string | undefined,
): Promise<string> {
  const { catalog } = view;

  const ids = section.flatMap((item) => (item.isPage ? [catalog.articles.get(item.menu.menuCode)!.id] : []));
  const rows = new Map((await findArticleColumns(context.db, ids, ARTICLE_BODY_COLUMNS)).map((row) => [row.id, row]));
  // Printing a large section must not push out of the caches the pages readers are reading.
  const render = renderWithoutKeeping(entry);
  const slotQuery = new URL(pageAddress(catalog, origin, null)).search;
  // A folder's name is the cover's title; the contents list what it holds.
  const rootIsFolder = !section[0]!.isPage;
  const listed = rootIsFolder ? section.slice(1) : section;
  const anchors = new Map(listed.map((item, index) => [item.menu.menuCode, `rx-print-${index + 1}`]));
  const entries: PrintedPage[] = [];
  for (const item of listed) {
    const depth = rootIsFolder ? item.depth - 1 : item.depth;
    const anchor = anchors.get(item.menu.menuCode)!;
    const row = item.isPage ? rows.get(catalog.articles.get(item.menu.menuCode)!.id) : undefined;
    if (item.isPage && (!row || Number(row.status) !== ARTICLE_STATUS_PUBLISHED)) continue;
    if (!row) {
      entries.push({ anchor, title: item.menu.menuName, depth });
      continue;
    }
    const rendered = render({
      articleTitle: row.article_title,
      articleMd: row.article_md,
      articleTabContent: row.article_tab_content,
    });
    const place = { anchor, anchors, origin, slotQuery };
    // The article's tab group follows its body, each tab under its label, as paper shows every tab.
    const tabs = rendered.tabs.map(
      (tab) => `<section class="rx-print-tab"><h2>${escapeHtml(tab.label)}</h2>${tab.html}</section>`,
    );
    const html = entry.printArticleHtml([rendered.html, ...tabs].join("\n"), place);
    entries.push({ anchor, title: row.article_title, depth, html });
  }
  const site = presentSite(catalog);
  const messages = await entry.interfaceMessages(catalog.slot.lang);
  const versions = presentVersions(catalog).versions;
  const version = versions.length > 1 ? versions.find((row) => row.name === catalog.slot.version)?.label : undefined;
  const printedOn = new Intl.DateTimeFormat(catalog.slot.lang, { dateStyle: "long" }).format(new Date());
  return printDocument({
    lang: catalog.slot.lang,
    siteTitle: site.title,
    logo: site.logo,
    title: rootIsFolder ? section[0]!.menu.menuName : (entries[0]?.title ?? section[0]!.menu.menuName),
    coverLines: [...(version ? [version] : []), printedOn],
    contentsHeading: messages["print.contents"],
    appStyles: context.entry!.styles(),
    script,
    entries,
  });
}

/** A document a share link or a key opened is for its reader alone, and never for an index. */
function sendPrivately(request: FastifyRequest, reply: FastifyReply, view: ReaderView): void {
  reply.header("x-robots-tag", "noindex");
  if (isPublicGrant(view.grant)) {
    reply.header("cache-control", "no-cache");
    return;
  }
  reply.header("cache-control", "private, no-store");
  // The images of the pages it opened load with the same link.
  rememberSecretsForFiles(request, reply, machineSecrets(request));
}

function notBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).type("text/plain; charset=utf-8").send("The web app is not built yet: run `npm run build`.");
}

function printScriptAddress(webRoot: string): string | undefined {
  const manifest = join(webRoot, ".vite", "manifest.json");
  if (!existsSync(manifest)) return undefined;
  const files = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, { file: string } | undefined>;
  const file = files[PRINT_ENTRY]?.file;
  return file && `${ASSET_BASE_PATH}${file}`;
}
