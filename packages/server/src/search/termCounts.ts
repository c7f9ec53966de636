import { type Kysely } from "kysely";
import type { Database } from "../storage/schema.js";
import type { VocabularyTerm } from "./nearWords.js";

/**
 * Adds each change to its word's count of sections in one statement, inserting a word that is
 * not there yet (with its change, which is then positive: a word is only taken away from the
 * sections that were counted for it).
 */
export async function upsertTermCounts(db: Kysely<Database>, changes: readonly VocabularyTerm[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto("search_terms")
    .values([...changes])
    .onConflict((conflict) =>
      conflict.column("term").doUpdateSet((eb) => ({ rows: eb("search_terms.rows", "+", eb.ref("excluded.rows")) })),
    )
    .execute();
}
