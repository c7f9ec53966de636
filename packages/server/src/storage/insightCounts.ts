// Counts of what readers did (migration 0011), added to by the server a batch at a time, read by
// `rxdocs stats`, and removed with the answers about pages once older than the site keeps them.
import { type Kysely, sql } from "kysely";
import type { Database, InsightCountsTable } from "./schema.js";

export type CountKind = "view" | "search" | "empty-search" | "opened";

/** One count, without its number. */
export type CountKey = Omit<InsightCountsTable, "count"> & { kind: CountKind };

/** Adds each count to what is stored; the caller's transaction makes them one write. */
export async function addCounts(db: Kysely<Database>, counts: readonly [CountKey, number][]): Promise<void> {
  for (const [key, count] of counts) {
    await db
      .insertInto("insight_counts")
      .values({ ...key, count })
      .onConflict((conflict) =>
        conflict
          .columns(["day", "kind", "version", "lang", "subject", "detail"])
          .doUpdateSet({ count: sql<number>`insight_counts.count + excluded.count` }),
      )
      .execute();
  }
}

/** The counts of `kind` from `sinceDay` on, summed over the days. */
export function countsSince(
  db: Kysely<Database>,
  kind: CountKind,
  sinceDay: string,
): Promise<{ version: string; lang: string; subject: string; detail: string; count: number }[]> {
  return db
    .selectFrom("insight_counts")
    .select(["version", "lang", "subject", "detail", sql<number>`sum(count)`.as("count")])
    .where("kind", "=", kind)
    .where("day", ">=", sinceDay)
    .groupBy(["version", "lang", "subject", "detail"])
    .orderBy("count", "desc")
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, count: Number(row.count) })));
}

/** Views per day from `sinceDay` on, all pages together. */
export function viewsByDay(db: Kysely<Database>, sinceDay: string): Promise<{ day: string; count: number }[]> {
  return db
    .selectFrom("insight_counts")
    .select(["day", sql<number>`sum(count)`.as("count")])
    .where("kind", "=", "view")
    .where("day", ">=", sinceDay)
    .groupBy("day")
    .orderBy("day")
    .execute()
    .then((rows) => rows.map((row) => ({ day: row.day, count: Number(row.count) })));
}

/** Removes the counts and the answers about pages of the days before `firstKeptDay`. */
export async function removeBefore(db: Kysely<Database>, firstKeptDay: string): Promise<number> {
  const counts = await db.deleteFrom("insight_counts").where("day", "<", firstKeptDay).executeTakeFirst();
  const answers = await db.deleteFrom("page_feedback").where("day", "<", firstKeptDay).executeTakeFirst();
  return Number(counts.numDeletedRows) + Number(answers.numDeletedRows);
}
