// When the app holds the whole article list: the list's worker says "done", and the store takes
// the list in the same task. Every page of a reader session is watched (session.ts), so that a
// test can wait for the list itself rather than for its request and a quiet network.
import type { Page } from "playwright-core";

declare global {
  interface Window {
    /** Set once the article list's worker has delivered the whole list. */
    e2eArticleListIn?: boolean;
  }
}

/** An init script: notes the list's arrival on every page it runs in. */
export function noticeArticleList(): void {
  const AppWorker = window.Worker;
  window.Worker = class extends AppWorker {
    constructor(script: string | URL, options?: WorkerOptions) {
      super(script, options);
      if (options?.name !== "rx-article-list") return;
      this.addEventListener("message", ({ data }: MessageEvent<{ type?: string }>) => {
        // A task later: the app's own handler, and the store it fills, have run by then.
        if (data?.type === "done") setTimeout(() => (window.e2eArticleListIn = true));
      });
    }
  };
}

/** Waits until the app holds the whole article list. */
export async function articleListIn(page: Page): Promise<void> {
  await page.waitForFunction(() => window.e2eArticleListIn === true);
}
