// The rows of many articles, computed in a worker thread (indexRowsWorker) while the caller goes
// on writing: one thread, as the caller's writes keep a second core busy. The worker answers in
// the order it is asked, so each answer settles the oldest request.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PreparedRow } from "./indexRows.js";
import type { IndexedArticle } from "./searchIndex.js";

/** Where the compiled worker is; when running from TypeScript sources there is none. */
const WORKER_FILE = new URL("./indexRowsWorker.js", import.meta.url);

interface Request {
  resolve(rows: PreparedRow[]): void;
  reject(error: Error): void;
}

export class IndexRowsThread {
  private readonly worker = new Worker(WORKER_FILE);
  private readonly waiting: Request[] = [];

  /** A thread, or undefined where none can run (the caller then computes the rows itself). */
  static start(): IndexRowsThread | undefined {
    return existsSync(fileURLToPath(WORKER_FILE)) ? new IndexRowsThread() : undefined;
  }

  private constructor() {
    this.worker.on("message", (rows: PreparedRow[]) => this.waiting.shift()?.resolve(rows));
    this.worker.on("error", (error) => this.failAll(error));
    this.worker.on("exit", () => this.failAll(new Error("the search index worker stopped")));
  }

  rows(articles: readonly IndexedArticle[]): Promise<PreparedRow[]> {
    // Only what the rows are made of crosses to the thread.
    const texts = articles.map(({ articleId, articleTitle, articleMd, articleTabContent }) => ({
      articleId,
      articleTitle,
      articleMd,
      articleTabContent,
    }));
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(texts);
    });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private failAll(error: Error): void {
    for (const request of this.waiting.splice(0)) request.reject(error);
  }
}
