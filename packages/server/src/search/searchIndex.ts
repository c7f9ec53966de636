// Keeps the search index in step with the article revisions. A section is stored once however
// many revisions have it (the versions of a page share most of theirs), and goes with the last of
// them. The import calls it inside its own transaction, so a reader never finds a page the
// database does not hold, or misses one it does.
import type { Kysely, Selectable } from "kysely";
import type { Database, SearchSectionsTable } from "../storage/schema.js";
import { batches } from "../storage/menus.js";
import { searchDialectOf } from "./dialects.js";
import { fieldTexts, type PreparedRow, rowsOfArticles, SEARCH_FIELDS, type StoredRow } from "./indexRows.js";
import type { SearchDialect } from "./searchDialect.js";
import type { ArticleText } from "./sections.js";
import { IndexRowsThread } from "./indexRowsThread.js";
import { tokenTexts } from "./tokenize.js";

export interface IndexedArticle extends ArticleText {
  /** The article revision. */
  articleId: number;
}

export interface IndexChanges {
  /** Articles to index, replacing what the index holds of them. */
  added?: readonly IndexedArticle[];
  /** Article revisions to take out of the index. */
  removed?: readonly number[];
}

/** How many sections hold each word, as the changes move it. */
type TermCounts = Map<string, number>;

/**
 * From this many articles in one change, their rows are computed in a worker thread while the
 * database is written (an import's first batch of a large site, not a saved page).
 */
const THREAD_MIN_ARTICLES = 200;

/**
 * Changes to the index made in steps (an import's batches), with the words' counts of sections
 * added up across them and written once, by `finish`: a site's vocabulary is touched once per
 * import, not once per batch.
 */
export class SearchIndexUpdate {
  private readonly dialect: SearchDialect;
  private readonly counts: TermCounts = new Map();
  /** Started by the first change large enough to be worth it; undefined until then, or where none can run. */
  private thread: IndexRowsThread | undefined;

  constructor(private readonly db: Kysely<Database>) {
    this.dialect = searchDialectOf(db);
  }

  async apply({ added = [], removed = [] }: IndexChanges): Promise<void> {
    await removeSections(
      this.db,
      this.dialect,
      [...removed, ...added.map((article) => article.articleId)],
      this.counts,
    );
    if (added.length >= THREAD_MIN_ARTICLES) this.thread ??= IndexRowsThread.start();
    const rowBatches = [...batches([...added], 100)];
    // Asked for all at once: the thread works on the next batches while this one is written.
    // This thread computes the first batch itself rather than wait for it: an import's batches
    // of 500 articles are five of these, and writing leaves this thread about a fifth of the time
    // (computing one batch in ten, a 20,000-page import waited for the other thread a sixth of it).
    const fromThread = rowBatches.map((batch, index) =>
      this.thread && index > 0 ? this.thread.rows(batch) : undefined,
    );
    for (const [index, batch] of rowBatches.entries()) {
      await this.store((await fromThread[index]) ?? rowsOfArticles(batch));
    }
  }

  /** Stores the rows not stored yet, counting their words, and links each row to its revision. */
  private async store(rows: readonly PreparedRow[]): Promise<void> {
    const ids = new Map<string, number>();
    for (const batch of batches([...new Set(rows.map((row) => row.hash))], 500)) {
      const found = await this.db
        .selectFrom("search_sections")
        .select(["id", "hash"])
        .where("hash", "in", batch)
        .execute();
      for (const row of found) ids.set(row.hash, Number(row.id));
    }
    const fresh = [...new Map(rows.filter((row) => !ids.has(row.hash)).map((row) => [row.hash, row])).values()];
    for (const row of fresh) countTerms(this.counts, row.terms, 1);
    for (const [hash, id] of await this.dialect.insertSections(this.db, fresh)) ids.set(hash, id);
    const links = new Map(rows.map((row) => [`${row.articleId} ${row.hash}`, row]));
    for (const batch of batches([...links.values()], 500)) {
      await this.db
        .insertInto("article_sections")
        .values(batch.map((row) => ({ article_id: row.articleId, section_id: ids.get(row.hash)! })))
        .execute();
    }
  }

  /** Writes the words' counts. */
  async finish(): Promise<void> {
    await applyTermCounts(this.db, this.dialect, this.counts);
    this.counts.clear();
  }

  /** Stops the thread, if any: always, once the update is over or has failed. */
  async close(): Promise<void> {
    await this.thread?.stop();
  }
}

/** Indexes every article revision the index lacks: those stored before it existed (migration 0005). */
export async function indexAllArticles(db: Kysely<Database>): Promise<void> {
  const update = new SearchIndexUpdate(db);
  try {
    let after = 0;
    for (;;) {
      const batch = await db
        .selectFrom("article_revisions as a")
        .innerJoin("article_bodies as b", "b.hash", "a.body_hash")
        .select(["a.id", "a.article_title", "b.article_md", "b.article_tab_content"])
        .where("a.id", ">", after)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("article_sections as s").select("s.section_id").whereRef("s.article_id", "=", "a.id"))),
        )
        .orderBy("a.id")
        .limit(200)
        .execute();
      if (batch.length === 0) break;
      const added = batch.map((row) => ({
        articleId: Number(row.id),
        articleTitle: row.article_title,
        articleMd: row.article_md,
        articleTabContent: row.article_tab_content,
      }));
      await update.apply({ added });
      after = Number(batch.at(-1)!.id);
    }
    await update.finish();
  } finally {
    await update.close();
  }
}

/** Unlinks the revisions from their sections, and removes the sections no other revision has. */
async function removeSections(
  db: Kysely<Database>,
  dialect: SearchDialect,
  articleIds: readonly number[],
  counts: TermCounts,
): Promise<void> {
  for (const batch of batches([...new Set(articleIds)], 500)) {
    const linked = await db
      .selectFrom("article_sections")
      .select("section_id")
      .where("article_id", "in", batch)
      .execute();
    if (linked.length === 0) continue;
    await db.deleteFrom("article_sections").where("article_id", "in", batch).execute();
    const sectionIds = [...new Set(linked.map((row) => Number(row.section_id)))];
    const rows: Selectable<SearchSectionsTable>[] = [];
    for (const idBatch of batches(sectionIds, 500)) {
      const orphans = await db
        .selectFrom("search_sections as s")
        .selectAll("s")
        .where("s.id", "in", idBatch)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("article_sections as a").select("a.section_id").whereRef("a.section_id", "=", "s.id"))),
        )
        .execute();
      rows.push(...orphans);
    }
    if (rows.length === 0) continue;
    for (const row of rows) countTerms(counts, storedTerms(toStoredRow(row)), -1);
    const ids = rows.map((row) => Number(row.id));
    await dialect.unindexSections(db, ids);
    for (const idBatch of batches(ids, 500))
      await db.deleteFrom("search_sections").where("id", "in", idBatch).execute();
  }
}

export function toStoredRow(row: Omit<Selectable<SearchSectionsTable>, "id">): StoredRow {
  return {
    position: Number(row.position),
    heading:
      row.heading_text !== null && row.heading_slug !== null
        ? { text: row.heading_text, slug: row.heading_slug }
        : null,
    title: row.title,
    context: row.context,
    body: row.body,
  };
}

/** The distinct words of a stored section: the same as when it was indexed. */
function storedTerms(row: StoredRow): Set<string> {
  const texts = fieldTexts(row);
  return new Set(SEARCH_FIELDS.flatMap((field) => tokenTexts(texts[field])));
}

function countTerms(counts: TermCounts, terms: Iterable<string>, change: number): void {
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + change);
}

async function applyTermCounts(db: Kysely<Database>, dialect: SearchDialect, counts: TermCounts): Promise<void> {
  const changes = [...counts].filter(([, change]) => change !== 0).map(([term, rows]) => ({ term, rows }));
  // A word stays, at zero, when its last section goes: the lookups skip it, and the trigram
  // index of the vocabulary then only ever grows, which keeps it simple to keep in step.
  if (changes.length > 0) await dialect.addTermCounts(db, changes);
}
