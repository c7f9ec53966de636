// A failing command says why in one line, even when what it quotes (an argument, a file name,
// a parser's message) holds a line break, and an import's problems take one line each, each
// naming its file. Usage errors take the same form, with the hint on the same line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOneLineFailure } from "../test-support/cliSite.js";
import { createSqliteDatabase, type TestDatabase } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { outputLines, runCli, startCli } from "../test-support/runCli.js";

describe.concurrent("one line per failure", () => {
  let work: string;
  let database: TestDatabase;
  const rxdocs = (args: string[]) => runCli([...args, "--db", database.url], { cwd: work });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-cli-lines-"));
    database = await createSqliteDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("ends quietly when what reads its output stops reading, as in `rxdocs key list | head -1`", async () => {
    const run = startCli(["key", "list", "--db", database.url], { cwd: work });
    // The reading end closes before the command has written anything.
    run.child.stdout!.destroy();
    const result = await run.exited;
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
  });

  it("puts a usage error and its hint on one line", async () => {
    const [unknown, misspelt, missing] = await Promise.all([
      rxdocs(["frobnicate"]),
      rxdocs(["serv"]),
      rxdocs(["key", "revoke"]),
    ]);
    expectOneLineFailure(unknown, /^rxdocs: unknown command 'frobnicate' \(add --help for usage\)$/);
    expectOneLineFailure(
      misspelt,
      /^rxdocs: unknown command 'serv' \(Did you mean serve\?\) \(add --help for usage\)$/,
    );
    expectOneLineFailure(missing, /^rxdocs: missing required argument 'id' \(add --help for usage\)$/);
  });

  it("escapes a line break in an argument it quotes", async () => {
    const result = await rxdocs(["key", "create", "--name", "x", "--expires", "soon\nrxdocs: all is well"]);
    expectOneLineFailure(result, /^rxdocs: invalid --expires "soon\\u000arxdocs: all is well": use a duration/);
  });

  it("refuses an empty folder name rather than import the working folder", async () => {
    expectOneLineFailure(await rxdocs(["import", ""]), /^rxdocs: no folder named: give the docs folder to import/);
  });

  it("quotes a folder name that would not show", async () => {
    expectOneLineFailure(await rxdocs(["import", " no-such-folder "]), /^rxdocs: " no-such-folder " is not a folder$/);
  });

  it("lists each problem of an import on one line that names its file, whatever the name or the parser says", async () => {
    const folder = join(work, "broken");
    writeFileTree(folder, {
      "guide/_category_.json": "x\ny",
      "line\nbreak.md": "---\nstatus: maybe\n---\n",
      "good.md": "# Good\n",
    });
    const result = await runCli(["import", folder, "--db", database.url], { cwd: work });
    expect(result.code).toBe(1);
    expect(outputLines(result.stderr)).toEqual([
      expect.stringMatching(/^guide\/_category_\.json: not valid JSON: .*\\u000a.* is not valid JSON$/),
      'line\\u000abreak.md: status must be "published" or "draft" (or Material for MkDocs\' "new" or "deprecated")',
      "rxdocs: import refused: 2 problems in the folder; nothing was changed",
    ]);
  });
});
