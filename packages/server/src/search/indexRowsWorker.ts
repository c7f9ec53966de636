// Runs in a worker thread: turns articles into the rows the search index stores and counts their
// words, so that a large import lexes and splits its pages on one core while it writes to the
// database on another.
import { parentPort } from "node:worker_threads";
import { rowsWithTermCounts } from "./indexRows.js";
import type { IndexedArticle } from "./searchIndex.js";

parentPort!.on("message", (articles: IndexedArticle[]) => {
  parentPort!.postMessage(rowsWithTermCounts(articles));
});
