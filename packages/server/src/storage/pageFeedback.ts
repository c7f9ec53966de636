// Readers' answers about pages, and the daily salts their hashes are made with (migration 0010).
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, PageFeedbackTable } from "./schema.js";

export type PageFeedbackRow = Selectable<PageFeedbackTable>;

/** A reader's answer as it is kept. */
export interface PageAnswer {
  day: string;
  version: string;
  lang: string;
  menuCode: string;
  reader: string;
  helpful: boolean;
  comment: string | undefined;
  answeredAt: string;
}

/**
 * The salt of `day`: made by the first server to ask for it, read by the others. The salts of
 * the days before are dropped, so that no hash of theirs can be matched with a reader again.
 */
export async function daySalt(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto("insight_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  await db.deleteFrom("insight_salts").where("day", "<", day).execute();
  const row = await db.selectFrom("insight_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Keeps a reader's answer: the first of the day about the page is added (true); a later one
 * replaces it, keeping its comment unless it brings one (false).
 */
export async function saveAnswer(db: Kysely<Database>, answer: PageAnswer): Promise<boolean> {
  const row = {
    day: answer.day,
    version: answer.version,
    lang: answer.lang,
    menu_code: answer.menuCode,
    reader: answer.reader,
    helpful: answer.helpful ? 1 : 0,
    comment: answer.comment ?? null,
    answered_at: answer.answeredAt,
  };
  const added = await db
    .insertInto("page_feedback")
    .values(row)
    .onConflict((conflict) => conflict.columns(["day", "version", "lang", "menu_code", "reader"]).doNothing())
    .returning("day")
    .executeTakeFirst();
  if (added) return true;
  await db
    .updateTable("page_feedback")
    .set({
      helpful: row.helpful,
      answered_at: row.answered_at,
      ...(row.comment !== null && { comment: row.comment }),
    })
    .where("day", "=", row.day)
    .where("version", "=", row.version)
    .where("lang", "=", row.lang)
    .where("menu_code", "=", row.menu_code)
    .where("reader", "=", row.reader)
    .execute();
  return false;
}

/** The answers given from `sinceDay` (YYYY-MM-DD) on. */
export function answersSince(db: Kysely<Database>, sinceDay: string): Promise<PageFeedbackRow[]> {
  return db.selectFrom("page_feedback").selectAll().where("day", ">=", sinceDay).execute();
}
