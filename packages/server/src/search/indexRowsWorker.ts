// Runs in a worker thread: turns articles into the rows the search index stores, so that a large
// import lexes, splits and hashes its pages on one core while it writes to the database on another.
import { parentPort } from "node:worker_threads";
import { rowsOfArticles } from "./indexRows.js";
import type { IndexedArticle } from "./searchIndex.js";

parentPort!.on("message", (articles: IndexedArticle[]) => {
  parentPort!.postMessage(rowsOfArticles(articles));
});
