// A page's summary as its author wrote it (front matter `description`, as Docusaurus, Starlight,
// Mintlify and VitePress pages have it): search engines and link previews show it, and language
// models' indexes list it. It belongs to the revision, as the title does.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("article_revisions").addColumn("description", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("article_revisions").dropColumn("description").execute();
}
