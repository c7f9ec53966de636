// Stored files, at `/files/<sha-256>.<extension>`. A file is served to whoever may read a page
// that uses it: anyone for a public page, the home page or the logo; for the files of restricted
// and hidden pages, only a request that carries what unlocks one of those pages (see
// fileAccessCookies.ts). Knowing a file's bytes or hash is never enough: an unknown hash and a
// file the reader may not see look the same (404).
import { FILES_BASE_PATH } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import { fileRequestSecrets } from "../../access/fileAccessCookies.js";
import { type ReaderAccess, type ReaderView, secretsFromHeaders } from "../../access/readerAccess.js";
import type { Catalog, CatalogFile, VisibleContent } from "../../catalog/catalog.js";
import type { SlotRequest } from "../../catalog/catalogSource.js";
import { NotFoundError } from "../../http/errors.js";
import { HOME_FILE_USER, readFileBytes, SITE_FILE_USER } from "../../storage/files.js";
import type { Database } from "../../storage/schema.js";

export interface FileRoutesOptions {
  reader: ReaderAccess;
  db: Kysely<Database>;
}

const FILE_NAME = /^([0-9a-f]{64})\.[a-z0-9]{1,16}$/;
/** Types a browser may show in place; anything else (HTML, scripts, archives) is a download. */
const SHOWN_IN_PLACE = /^(image\/|video\/|audio\/|text\/plain$|application\/pdf$)/;
/** Whatever a file holds, it runs nothing: SVG scripts, HTML, nothing loads or executes. */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; media-src 'self'; sandbox";

export async function fileRoutes(app: FastifyInstance, { reader, db }: FileRoutesOptions): Promise<void> {
  // Popular files (a logo, the images of a busy page) are served from memory.
  const bytesByHash = new LRUCache<string, Buffer>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
  });

  app.get<{ Params: { name: string } }>(`${FILES_BASE_PATH}:name`, async (request, reply) => {
    const hash = FILE_NAME.exec(request.params.name)?.[1];
    if (!hash) throw NotFoundError();
    const secrets = fileRequestSecrets(request, secretsFromHeaders(request));
    const own = await reader.view(request, secrets);
    const file = own.catalog.files.get(hash);
    if (!file) throw NotFoundError();
    // An image's request names no version: the pages of the others that use it may open it.
    const views: ReaderView[] = [];
    if (isReadable(file, own.catalog, own.visible)) views.push(own);
    else
      for (const slot of await slotsUsing(db, file, own.catalog)) views.push(await reader.view(request, secrets, slot));
    if (!views.some((view) => isReadable(file, view.catalog, view.visible))) throw NotFoundError();

    const isPublic = views.some((view) => isReadable(file, view.catalog, view.catalog.visible({})));
    const etag = `"${hash}"`;
    reply
      .header("etag", etag)
      .header("cache-control", `${isPublic ? "public" : "private"}, max-age=31536000, immutable`)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", FILE_CSP)
      .header("cross-origin-resource-policy", "same-origin");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();

    let bytes = bytesByHash.get(hash);
    if (!bytes) {
      bytes = await readFileBytes(db, hash);
      if (!bytes) throw NotFoundError(); // removed since the catalog was read
      bytesByHash.set(hash, bytes);
    }
    const disposition = SHOWN_IN_PLACE.test(file.content_type) ? "inline" : "attachment";
    return reply.type(file.content_type).header("content-disposition", disposition).send(bytes);
  });
}

/** Whether a reader who sees `visible` of the catalog may read a page (or site part) that uses the file. */
function isReadable(file: CatalogFile, catalog: Catalog, visible: VisibleContent): boolean {
  return file.usedBy.some((user) => {
    // The home pages and the logo are everyone's.
    if (user.startsWith(HOME_FILE_USER) || user === SITE_FILE_USER) return true;
    const menuCode = catalog.menuCodeOfArticle.get(Number(user.slice(1)));
    return menuCode !== undefined && visible.articles.has(menuCode);
  });
}

/** The versions and languages whose pages use the file, other than the catalog's own. */
async function slotsUsing(db: Kysely<Database>, file: CatalogFile, catalog: Catalog): Promise<SlotRequest[]> {
  const articleIds = file.usedBy.filter((user) => user.startsWith("#")).map((user) => Number(user.slice(1)));
  if (articleIds.length === 0) return [];
  const rows = await db
    .selectFrom("slot_pages")
    .select("slot_id")
    .distinct()
    .where("article_id", "in", articleIds.slice(0, 500))
    .execute();
  const slotIds = new Set(rows.map((row) => Number(row.slot_id)));
  return catalog.slots
    .filter((slot) => slotIds.has(slot.id) && slot.id !== catalog.slot.id)
    .map((slot) => ({ version: slot.version, lang: slot.lang }));
}
