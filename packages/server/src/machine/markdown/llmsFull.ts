// /llms-full.txt: every page the requester may read, as Markdown, in the order of the menu. Each
// starts with its `# Title` and a `Source:` line with its address. The text is written as it is
// made: bodies are read from the database a batch at a time, so that a site of 20,000 pages is
// never held in memory at once, and the first pages reach the reader while the last are read.
// What it converts is not kept either: one pass over every page would fill the caches with pages
// no reader asked for (the server's memory would grow with the site) and push out those they did.
import { setImmediate } from "node:timers/promises";
import { ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import type { ReaderView } from "../../access/readerAccess.js";
import { ARTICLE_BODY_COLUMNS, findArticleColumns } from "../../storage/articles.js";
import { batches } from "../../storage/menus.js";
import type { MachineContext } from "../machineContext.js";
import { pageAddress } from "../pageAddress.js";
import { siteHeading } from "./llmsTxt.js";
import { articleMarkdown } from "./pageMarkdown.js";
import { readablePages } from "./readablePages.js";

const BATCH_SIZE = 50;

export async function* llmsFullText(
  context: Pick<MachineContext, "db" | "serverEntry">,
  view: Pick<ReaderView, "catalog" | "visible">,
  origin: string,
): AsyncGenerator<string> {
  const { catalog } = view;
  // The heading goes out at once, while the renderer may still be loading for a first reader.
  yield siteHeading(catalog).join("\n");
  const entry = await context.serverEntry;
  for (const batch of batches(readablePages(view), BATCH_SIZE)) {
    const ids = batch.flatMap((page) => catalog.articles.get(page.menuCode)?.id ?? []);
    const rows = new Map((await findArticleColumns(context.db, ids, ARTICLE_BODY_COLUMNS)).map((row) => [row.id, row]));
    for (const page of batch) {
      const row = rows.get(catalog.articles.get(page.menuCode)?.id ?? -1);
      // A revision unpublished since the catalog was read is left out, as its page would be.
      if (!row || Number(row.status) !== ARTICLE_STATUS_PUBLISHED) continue;
      const address = pageAddress(catalog, origin, page.menuCode);
      const markdown = articleMarkdown(entry, row, address, { keep: false });
      const titleEnd = markdown.indexOf("\n");
      yield `\n${markdown.slice(0, titleEnd)}\nSource: ${address}${markdown.slice(titleEnd)}`;
      // Turning pages into Markdown is work on the main thread: between two pages, what has been
      // written goes out and other readers are answered.
      await setImmediate();
    }
  }
}
