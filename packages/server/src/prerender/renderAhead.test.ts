// The first reader after a start or an import waits for nothing a later one would not: the real
// `rxdocs serve`, whose log names, request by request, any work a later request will not redo
// (http/coldWork.ts). The likely first pages find none; a page nobody asked for yet is rendered
// for its first reader, which shows that the log sees such work.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServing, terminate, type Serving } from "../test-support/cliSite.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { freePort, outputLines, pollUntil, runCli } from "../test-support/runCli.js";

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ncode: ${title.split(" ")[0]!.toLowerCase()}\n---\n\n${body}\n`;
const SITE = {
  "01-guide/01-start.md": page("Start", "Install it:\n\n```bash\nnpm install rxdocs\n```"),
  "01-guide/02-later.md": page("Later", "Read on when the start is done."),
  "02-reference/01-api.md": page("API", "Calls and answers, with `code` in them."),
  "02-reference/02-deeper/01-deep.md": page("Deep", "A page a first reader rarely opens."),
  "02-reference/02-deeper/02-deeper.md": page("Deeper", "Another one."),
};

/** The log lines of answers that did work a later request will not redo, in order. */
function coldAnswers(stdout: string): { url: string; coldWork: string[] }[] {
  return outputLines(stdout)
    .filter((line) => line.includes('"coldWork"'))
    .map((line) => {
      const { url, coldWork } = JSON.parse(line) as { url: string; coldWork: string[] };
      return { url, coldWork };
    });
}

/** The content versions whose likely first pages the server has rendered ahead, as its log says. */
function preparedVersions(stdout: string): number[] {
  return outputLines(stdout)
    .filter((line) => line.includes('"rendered the likely first pages ahead"'))
    .map((line) => (JSON.parse(line) as { contentVersion: number }).contentVersion);
}

/** What a browser asks for a first page. */
const asBrowser = { headers: { accept: "text/html", "accept-encoding": "br, gzip" } };

describe.each(DATABASE_KINDS)("rxdocs serve on $name", (kind) => {
  let work: string;
  let database: TestDatabase;
  let serving: Serving;
  const rxdocs = (...args: string[]) => runCli([...args, "--db", database.url], { cwd: work });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-ahead-"));
    database = await kind.create();
    writeFileTree(join(work, "site"), SITE);
    expect((await rxdocs("import", "site")).code).toBe(0);
    const port = await freePort();
    serving = await startServing(["--port", String(port), "--host", "127.0.0.1", "--db", database.url], port, {
      cwd: work,
    });
  });

  afterAll(async () => {
    if (serving) await terminate(serving.run);
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  /** Asks for `url` and waits until its answer's log line, if it has one, has been written. */
  async function read(url: string): Promise<string> {
    const answer = await fetch(`${serving.url}${url}`, asBrowser);
    expect(answer.status, url).toBe(200);
    return answer.text();
  }

  /**
   * Reads a page nobody asked for yet, whose rendering is logged: every line before it is written
   * then. The lines from the `from`th on, that one's last.
   */
  async function flushLog(url: string, title: string, from = 0) {
    await read(url);
    return pollUntil(`the log line of ${url}`, async () => {
      const answers = coldAnswers(serving.run.stdout()).slice(from);
      return answers.at(-1)?.url === url && answers.at(-1)!.coldWork.includes(`rendering of "${title}"`)
        ? answers
        : undefined;
    });
  }

  it("answers the first requests after the start with nothing left to do", async () => {
    expect(await read("/")).toContain("Start");
    expect(await read("/view?path=start")).toContain("npm install rxdocs");
    expect(await read("/view?path=api")).toContain("Calls and answers");
    const tree = await fetch(`${serving.url}/api/menuInfo/getAuthMenuTree`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ isAuth: false }),
    });
    expect(tree.status).toBe(200);

    // Only the page nobody asked for waited, for its own rendering and answer.
    expect(await flushLog("/view?path=deep", "Deep")).toEqual([
      { url: "/view?path=deep", coldWork: [expect.stringMatching(/^answer page\|/), 'rendering of "Deep"'] },
    ]);
  });

  it("answers the first requests after an import, once prepared, with nothing left to do, of the new content", async () => {
    writeFileTree(join(work, "site"), {
      "01-guide/01-start.md": page("Start here", "Install it first:\n\n```bash\nnpm install rxdocs\n```"),
    });
    const before = Math.max(...preparedVersions(serving.run.stdout()));
    expect((await rxdocs("import", "site")).code).toBe(0);
    // The server finds the new version within about a second, and prepares it at once.
    await pollUntil("the new version prepared", async () =>
      Math.max(...preparedVersions(serving.run.stdout())) > before ? true : undefined,
    );
    const logged = coldAnswers(serving.run.stdout()).length;

    expect(await read("/")).toContain("Start here");
    expect(await read("/view?path=start")).toContain("Install it first");
    expect((await flushLog("/view?path=deeper", "Deeper", logged)).map((answer) => answer.url)).toEqual([
      "/view?path=deeper",
    ]);
  });
});
