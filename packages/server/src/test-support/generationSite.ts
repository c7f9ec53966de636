// Two generations of one docs folder, for the fault tests. Every page's title, text and image
// say which generation it belongs to, so that a site read back after a crash shows, page by
// page, whether it is the old one, the new one or a mix of both. The new generation drops the
// first quarter of the old pages, rewrites the rest and adds as many again.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { readStoredContent } from "../content/exportContent.js";
import { withDatabase } from "./cliSite.js";
import { writeFileTree } from "./fileTree.js";
import { pngImage } from "./images.js";
import type { Database } from "../storage/schema.js";

export type Generation = "old" | "new";

/** A word found on every page of one generation and on none of the other's. */
export const GENERATION_WORD: Record<Generation, string> = { old: "oldenmarker", new: "newtonmarker" };

const WORDS = `install configure deploy cache server client request response timeout retry proxy header
  session token permission network socket certificate database schema index query migration backup
  replica cluster container volume storage bucket archive upload bundle module release upgrade plugin
  layout template render markdown section heading anchor sidebar search filter batch worker memory`
  .split(/\s+/)
  .filter(Boolean);

/** The page numbers of a generation: the old one has 0 to pages-1, the new one a quarter further. */
function generationPages(generation: Generation, pages: number): number[] {
  const first = generation === "old" ? 0 : Math.floor(pages / 4);
  return Array.from({ length: pages }, (_, n) => first + n);
}

const pageCode = (page: number) => `p${page}`;

/** Writes a generation's folder: pages in ten sections, a section per h2, an image on every tenth page. */
export function writeGenerationFolder(root: string, generation: Generation, pages: number): void {
  const files: Record<string, string | Uint8Array> = {};
  const label = generation === "old" ? "Old" : "New";
  for (let section = 0; section < 10; section++) {
    files[`s${section}/_category_.json`] = `${JSON.stringify({ label: `${label} section ${section}` })}\n`;
  }
  for (const page of generationPages(generation, pages)) {
    const folder = `s${page % 10}`;
    const words = textOf(generation, page);
    const parts = [
      `---\ntitle: ${label} page ${page}\ncode: ${pageCode(page)}\ncreatedAt: 2026-01-01T00:00:00Z\n---`,
      `${words(40)} ${GENERATION_WORD[generation]}.`,
    ];
    for (let heading = 1; heading <= 4; heading++) parts.push(`## ${label} part ${heading}`, `${words(90)}.`);
    if (page % 10 === 0) {
      const image = `images/${generation}-${page}.png`;
      files[`${folder}/${image}`] = pngImage(8 + (page % 50), 8, [generation === "old" ? 10 : 200, page % 256, 90]);
      parts.push(`![${label} figure ${page}](./${image})`);
    }
    files[`${folder}/page-${page}.md`] = `${parts.join("\n\n")}\n`;
  }
  writeFileTree(root, files);
}

/** Words drawn from a seed of the generation and page, so that each page's text is its own. */
function textOf(generation: Generation, page: number): (count: number) => string {
  let state = (generation === "old" ? 0x9e3779b9 : 0x85ebca6b) ^ (page * 2654435761);
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state;
  };
  return (count) => Array.from({ length: count }, () => WORDS[next() % WORDS.length]).join(" ");
}

export interface SiteState {
  /** SHA-256 of everything a reader can be served: menus, articles and their bodies, files, search index. */
  digest: string;
  /** Pages of each generation, by their titles. */
  pages: Record<Generation, number>;
}

/** The stored site as it stands, read straight from the database. */
export function readSiteState(url: string): Promise<SiteState> {
  return withDatabase(url, ({ db }) => siteStateOf(db));
}

/** The stored site as it stands, read through a connection already open. */
export async function siteStateOf(db: Kysely<Database>): Promise<SiteState> {
  const content = await readStoredContent(db);
  // Times of a revision are when an import stored it; what readers see of the page is the rest.
  const articles = content.articles.map(({ createdAt: _created, updatedAt: _updated, ...article }) => article);
  const files = content.files.map(({ path, hash }) => ({ path, hash }));
  const sections = await db
    .selectFrom("slot_pages")
    .innerJoin("article_sections", "article_sections.article_id", "slot_pages.article_id")
    .innerJoin("search_sections", "search_sections.id", "article_sections.section_id")
    .select(["slot_pages.menu_code", "search_sections.hash"])
    .orderBy("slot_pages.menu_code")
    .orderBy("search_sections.hash")
    .execute();
  const terms = await db
    .selectFrom("search_terms")
    .select(["term", "rows"])
    .where("rows", ">", 0)
    .orderBy("term")
    .execute();
  // Each stored file by its name and by what its bytes hash to: a torn write shows as a difference.
  const fileBytes = (await db.selectFrom("files").select(["hash", "bytes"]).orderBy("hash").execute()).map(
    ({ hash, bytes }) => [hash, createHash("sha256").update(bytes).digest("hex")],
  );
  const everything = JSON.stringify({
    menus: content.menus,
    articles,
    files,
    site: content.site,
    sections,
    terms: terms.map(({ term, rows }) => [term, Number(rows)]),
    fileBytes,
  });
  const count = (prefix: string) => articles.filter((article) => article.articleTitle.startsWith(prefix)).length;
  return {
    digest: createHash("sha256").update(everything).digest("hex"),
    pages: { old: count("Old page"), new: count("New page") },
  };
}
