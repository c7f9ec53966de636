// A site whose article list takes three pages: 2,050 public notes in folders of a hundred,
// dated an hour apart (so that newest first, page 1 holds notes 2050 to 1051, page 2 notes
// 1050 to 51, page 3 the rest), and a restricted "Partners" section with a key link. And what
// the browser tests read of the list's loading: its pages' requests and answers.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { API_PATHS, ARTICLE_PAGE_SIZE } from "@rxdocs/contract";
import { runCli } from "../../packages/server/src/test-support/runCli.js";
import { createKeyLink, type FolderSite, startFolderSite } from "./folderSite.js";

export const NOTE_COUNT = 2050;
const NOTES_A_FOLDER = 100;

export interface ListSite extends FolderSite {
  /** Share link (path only) that opens the Partners section at its welcome page. */
  keyLink: string;
  /** Rewrites note `n` with `body` and imports the folder again. */
  rewriteNote(n: number, body: string): Promise<void>;
}

/** Code and title of note `n` (1-based). */
export function note(n: number): { code: string; title: string } {
  const number = String(n).padStart(4, "0");
  return { code: `note-${number}`, title: `Note ${number}` };
}

const notePath = (n: number) => {
  const folder = String(Math.ceil(n / NOTES_A_FOLDER)).padStart(2, "0");
  return `notes-${folder}/${String(n).padStart(4, "0")}.md`;
};

function noteFile(n: number, body: string): string {
  const { code, title } = note(n);
  const createdAt = new Date(Date.UTC(2022, 0, 1) + n * 3_600_000).toISOString();
  return `---\ntitle: "${title}"\ncode: "${code}"\ncreatedAt: "${createdAt}"\n---\n\n# ${title}\n\n${body}\n`;
}

export async function startListSite(): Promise<ListSite> {
  const files: Record<string, string> = {
    "partners/_category_.json": JSON.stringify({ label: "Partners", code: "partners", visibility: "restricted" }),
    "partners/01-welcome.md": '---\ntitle: "Partner welcome"\ncode: "partner-welcome"\n---\n\nFor partners only.\n',
    "partners/02-pricing.md": '---\ntitle: "Partner pricing"\ncode: "partner-pricing"\n---\n\nPartners pay less.\n',
  };
  for (let n = 1; n <= NOTE_COUNT; n++) files[notePath(n)] = noteFile(n, `Note ${n} of the list.`);
  const empty = mkdtempSync(join(tmpdir(), "rxdocs-list-"));
  const site = await startFolderSite(empty, {
    extraFiles: files,
    prepare: async (cli) => ({ keyLink: (await createKeyLink(cli, "partners", "partners")).link }),
  }).finally(() => rmSync(empty, { recursive: true, force: true }));
  return {
    ...site,
    async rewriteNote(n, body) {
      writeFileSync(join(site.folder, notePath(n)), noteFile(n, body));
      const result = await runCli(["import", site.folder, "--db", site.dbPath], { cwd: join(site.folder, "..") });
      if (result.code !== 0) throw new Error(`the import failed: ${result.stderr}`);
    },
  };
}

/** One answer to a request for a page of the article list. */
export interface ListAnswer {
  current: number;
  status: number;
  /** The If-None-Match the request presented. */
  presented: string | undefined;
  etag: string | undefined;
  bodyBytes: number;
}

export interface ListWatch {
  /** Answers to the list's pages, in the order they came. */
  answers: ListAnswer[];
  /** Settles when the list's worker has handed the list over and closed. */
  handedOver: Promise<void>;
}

/** Watches how `page` loads the article list; call before the page is opened. */
export function watchArticleList(page: Page): ListWatch {
  const answers: ListAnswer[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (new URL(response.url()).pathname !== `/api/${API_PATHS.getListByPage}`) return;
    const body = JSON.parse(request.postData() ?? "{}") as { pageSize?: number; current?: number };
    if (body.pageSize !== ARTICLE_PAGE_SIZE) return; // the home page's latest articles
    pending.push(
      // A 304 has no body (and Chromium reports no sizes for it).
      (response.status() === 304 ? Promise.resolve(0) : request.sizes().then((sizes) => sizes.responseBodySize)).then(
        (bodyBytes) => {
          answers.push({
            current: body.current ?? 0,
            status: response.status(),
            presented: request.headers()["if-none-match"],
            etag: response.headers()["etag"],
            bodyBytes,
          });
        },
      ),
    );
  });
  const closed = new Promise<void>((resolve) => page.on("worker", (worker) => worker.on("close", () => resolve())));
  return { answers, handedOver: closed.then(() => Promise.all(pending)).then(() => undefined) };
}
