// `rxdocs import` of hostile folders (see hostileFolders.ts), as a user runs it, into a real
// SQLite file and a real PostgreSQL schema that already hold a site. Each folder is imported
// whole, and what was stored is sane, or refused with one line saying why (after a line for
// each problem, naming its file), and then the database is byte for byte what it was. Either
// way nothing from outside the folder is ever stored, whatever links and symbolic links point at.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MENU_CODE_PATTERN } from "@rxdocs/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/catalogSource.js";
import { readStoredContent } from "../content/exportContent.js";
import { oneLine } from "../oneLine.js";
import { presentMenuTree } from "../presenters/menuTree.js";
import { SITE, withDatabase } from "../test-support/cliSite.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { CaseTally } from "../test-support/fuzz/caseTally.js";
import { databaseDigest, digestHolds } from "../test-support/fuzz/databaseDigest.js";
import { hostileFolder, OUTSIDE_WORD, writeFolder, writeOutsideFiles } from "../test-support/fuzz/hostileFolders.js";
import { hostileText } from "../test-support/fuzz/hostileValues.js";
import { type CliResult, outputLines, runCli } from "../test-support/runCli.js";

/** Each case is a process that reads a folder and writes a database; a few dozen per database. */
const RUNS = 40;

/** Flags of an import, valid or not; no argument of a process can hold NUL. */
const importFlags = fc.oneof(
  { weight: 3, arbitrary: fc.subarray(["--prune", "--json"]) },
  {
    weight: 1,
    arbitrary: fc
      .record(
        {
          prune: fc.boolean(),
          strict: fc.boolean(),
          json: fc.boolean(),
          maxFileSize: fc.oneof(
            fc.constantFrom("1", "0", "-1", "1e3", "20MB", "1KB", "9999999GB", "1.5 mb", " "),
            hostileText(20),
          ),
          version: fc.oneof(fc.constantFrom("2.x", "next", "1.0", "../x", ""), hostileText(20)),
          lang: fc.oneof(fc.constantFrom("en", "fr", "zh-CN", "x y", ""), hostileText(20)),
        },
        { requiredKeys: [] },
      )
      .map((flags) => {
        const args: string[] = [];
        if (flags.prune) args.push("--prune");
        if (flags.strict) args.push("--strict");
        if (flags.json) args.push("--json");
        for (const [flag, value] of [
          ["--max-file-size", flags.maxFileSize],
          ["--version", flags.version],
          ["--lang", flags.lang],
        ] as const) {
          if (value !== undefined) args.push(`${flag}=${value.replace(/\0/g, "")}`);
        }
        return args;
      }),
  },
);

/**
 * Every line but the verdict names a file of the folder (a problem or a warning), at its start or,
 * for warnings of one kind grouped in one line, after " times, at ". A line that names none is
 * half of a line broken in two by a name or a message.
 */
function expectLinesOfFiles(lines: readonly string[], written: ReadonlySet<string>): void {
  const places = [...written, "rxdocs.json"].map((path) => oneLine(path));
  const GROUPED = " times, at ";
  for (const line of lines) {
    expect(line).not.toMatch(/^\s+at /);
    const named = line.startsWith("warning: ") ? line.slice(line.lastIndexOf(GROUPED) + GROUPED.length) : line;
    const place = places.find((path) => [":", " (", ", "].some((next) => named.startsWith(`${path}${next}`)));
    expect(place, `a line of stderr names no file of the folder: ${JSON.stringify(line)}`).toBeDefined();
  }
}

/** What an import stored reads back whole, every code is a valid one, and the menus make a tree. */
async function expectSaneSite(url: string): Promise<void> {
  await withDatabase(url, async ({ db }) => {
    const content = await readStoredContent(db);
    const codes = new Set(content.menus.map((menu) => menu.menuCode));
    for (const menu of content.menus) {
      expect(menu.menuCode).toMatch(MENU_CODE_PATTERN);
      expect([1, 2]).toContain(menu.menuType);
      expect(["public", "hidden", "restricted"]).toContain(menu.visibility);
      if (menu.parentCode !== null) expect(codes.has(menu.parentCode), menu.menuCode).toBe(true);
    }
    for (const article of content.articles) {
      expect(codes.has(article.menuCode)).toBe(true);
      for (const date of [article.createdAt, article.updatedAt]) expect(Date.parse(String(date)), date).not.toBeNaN();
      if (article.articleTabContent) expect(Array.isArray(JSON.parse(article.articleTabContent))).toBe(true);
    }
    const catalog = await loadCatalog(db);
    presentMenuTree(catalog, catalog.visible({}));
  });
}

describe.concurrent.each(DATABASE_KINDS)("fuzz import ($name)", (kind) => {
  let database: TestDatabase;
  let work: string;
  let outside: string;
  const tally = new CaseTally(`fuzz import (${kind.name})`, ["imported", "refused", "changed on refusal"]);

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-fuzz-import-"));
    outside = join(work, "outside");
    writeOutsideFiles(outside);
    database = await kind.create();
    // The database already holds a site, which a refused import must leave as it is.
    writeFileTree(join(work, "site"), SITE);
    const seeded = await runCli(["import", join(work, "site"), "--db", database.url], { cwd: work });
    expect(seeded.stderr).toBe("");
  });
  afterAll(async () => {
    tally.print();
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("imports a hostile folder whole, or refuses it in one line and changes nothing; never reads outside it", async () => {
    let caseNumber = 0;
    await fc.assert(
      fc.asyncProperty(hostileFolder, importFlags, async (spec, flags) => {
        const folder = join(work, `case-${++caseNumber}`);
        const written = writeFolder(folder, outside, spec);
        try {
          const before = await databaseDigest(database.url);
          const result: CliResult & { timedOut: boolean } = await runCli(
            ["import", folder, "--db", database.url, ...flags],
            { cwd: work, timeoutMs: 30_000 },
          );
          const after = await databaseDigest(database.url);
          const context = `import ${JSON.stringify(flags)} → ${result.code}\n${result.stderr.slice(0, 2000)}`;
          expect(result.timedOut, context).toBe(false);
          expect(digestHolds(after, OUTSIDE_WORD), `stored what is outside the folder: ${context}`).toBe(false);
          const lines = outputLines(result.stderr);
          if (result.code === 0) {
            tally.count("imported");
            expectLinesOfFiles(lines, written);
            await expectSaneSite(database.url);
            return;
          }
          tally.count("refused");
          if (after.sha256 !== before.sha256) tally.add("changed on refusal");
          // The problems are listed first, one line each; the last line says why nothing was done.
          expect(result.code, context).toBe(1);
          expect(result.stdout, context).toBe("");
          expect(lines.at(-1), context).toMatch(/^rxdocs: \S/);
          expectLinesOfFiles(lines.slice(0, -1), written);
          expect(after.sha256, `the database changed on a refused import: ${context}`).toBe(before.sha256);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
