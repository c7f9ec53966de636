// Every `rxdocs` command with arguments of any kind, as a user (or a script gone wrong) may
// type them: unknown commands and options, missing and repeated values, ports, addresses,
// durations, codes and paths that are not what they should be, text with line breaks and
// direction overrides. Each run either succeeds, or exits 1 with one line on stderr and nothing
// on stdout, and then the database is byte for byte what it was. Each case is a process, so the
// counts are modest; two lanes, each with a database of its own, run side by side.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../test-support/cliSite.js";
import { DATABASE_KINDS, type DatabaseKind, type TestDatabase } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { CaseTally } from "../test-support/fuzz/caseTally.js";
import { databaseDigest } from "../test-support/fuzz/databaseDigest.js";
import { hostileText, TRICKY_TEXTS } from "../test-support/fuzz/hostileValues.js";
import { outputLines, runCli } from "../test-support/runCli.js";

/** No argument of a process can hold NUL. */
const argument = (text: string) => text.replace(/\0/g, "");

/** Anything a user may type where a value goes, options and option-like words included. */
const junk = fc
  .oneof(
    { weight: 3, arbitrary: fc.constantFrom(...TRICKY_TEXTS) },
    { weight: 3, arbitrary: hostileText(60) },
    {
      weight: 2,
      arbitrary: fc.constantFrom("-", "--", "-x", "--unknown", "--db", "--json", "--help", "=", "a=b", "0", "-1"),
    },
    { weight: 1, arbitrary: fc.constantFrom("99999999999", "1e9", "0x50", "８０８０", "80 80", " 80") },
  )
  .map(argument);

/** Never a port `serve` or `dev` would listen on: every case must end by itself. */
const junkPort = junk.filter((text) => !(/^\d+$/.test(text) && Number(text) <= 65535));

/** A file or folder name in the lane's folder: what a command writes stays there. */
const localName = junk.map((text) => text.replace(/[/\\]/g, "_") || "_");

/** Databases that cannot be used, each failing in its own way, and none that takes long to fail. */
const junkDatabase = fc.oneof(
  fc.constantFrom(
    "postgres://postgres@127.0.0.1:1/x",
    "postgres://postgres@127.0.0.1:5432/rxdocs_no_such_database",
    "postgres://",
    "postgres://%zz@127.0.0.1/x",
    "/proc/nope/x.db",
    "site",
    "notes.txt",
  ),
  localName.map((name) => `${name}.db`),
);

const maybe = <T>(value: fc.Arbitrary<T[]>) => fc.oneof(fc.constant([] as T[]), value);
const flag = (name: string, value: fc.Arbitrary<string>) => maybe(value.map((text) => [name, text]));
const json = maybe(fc.constant(["--json"]));

/** What each command is given: its own values, valid or not, and options that do not belong. */
function commandArguments(seedKeyId: string): fc.Arbitrary<string[]> {
  const code = fc.oneof(fc.constantFrom("unlisted", "peek", "secret", "vip", "intro", "nope"), junk);
  const versionName = fc.oneof(fc.constantFrom("current", "1.x", "next", "latest"), junk);
  const commands: fc.Arbitrary<string[][]>[] = [
    fc.tuple(
      fc.constant(["key", "create"]),
      flag("--name", fc.oneof(fc.constantFrom("reviewers", ""), junk)),
      fc
        .array(
          code.map((menu) => ["--menu", menu]),
          { maxLength: 3 },
        )
        .map((pairs) => pairs.flat()),
      flag("--expires", fc.oneof(fc.constantFrom("7d", "30m", "2w", "0d", "2020-01-01", "2999-01-01", "12"), junk)),
      flag("--base-url", fc.oneof(fc.constantFrom("https://docs.example.com", "ftp://x", "http://"), junk)),
      json,
    ),
    fc.tuple(fc.constant(["key", "list"]), json, fc.array(junk, { maxLength: 2 })),
    fc.tuple(
      fc.constant(["key", "revoke"]),
      fc.oneof(fc.constant(seedKeyId), junk).map((id) => [id]),
      json,
    ),
    fc.tuple(
      fc.constant(["link"]),
      code.map((menu) => [menu]),
      flag("--version", versionName),
      flag("--lang", fc.oneof(fc.constantFrom("en", "fr", "zh-CN"), junk)),
      flag("--base-url", junk),
      json,
    ),
    fc.tuple(
      fc.constantFrom("list", "latest", "unlist", "relist", "remove").map((sub) => ["version", sub]),
      maybe(versionName.map((name) => [name])),
      json,
    ),
    fc.tuple(
      fc.constant(["version", "label"]),
      versionName.map((name) => [name]),
      maybe(junk.map((text) => [text])),
    ),
    fc.tuple(
      fc.constant(["backup"]),
      fc.oneof(fc.constantFrom("notes.txt", "site", "/proc/nope/x.db", "."), localName).map((file) => [file]),
      json,
    ),
    fc.tuple(
      fc.constant(["export"]),
      fc.oneof(fc.constantFrom("site", "notes.txt", "/", "/proc/self", "."), localName).map((dir) => [dir]),
      json,
    ),
    fc.tuple(
      fc.constant(["import"]),
      fc.oneof(fc.constantFrom("site", "notes.txt", "no-such-folder", "/proc/self/fd"), localName).map((dir) => [dir]),
      maybe(fc.constant(["--prune"])),
      flag("--max-file-size", fc.oneof(fc.constantFrom("20MB", "0", "-1", "1.5 mb", "9999999GB"), junk)),
      flag("--version", versionName),
      flag("--lang", fc.oneof(fc.constantFrom("en", "fr", "zh-CN"), junk)),
      json,
    ),
    // serve and dev always get a port they cannot listen on, or they would keep running.
    fc.tuple(
      fc.constant(["serve"]),
      junkPort.map((port) => ["--port", port]),
      flag("--host", fc.oneof(fc.constantFrom("127.0.0.1", "::1", "0.0.0.0", "999.1.1.1"), junk)),
    ),
    fc.tuple(
      fc.constant(["dev"]),
      // A folder named like an option would take the port's place (`dev --db -p …` reads -p as
      // the database) and leave dev on its default port, running.
      fc
        .oneof(
          fc.constant("site"),
          localName.map((name) => name.replace(/^-/, "_")),
        )
        .map((dir) => [dir]),
      junkPort.map((port) => ["-p", port]),
    ),
    // Usage errors: a command nobody wrote, an option a command does not take.
    fc.tuple(
      junk.map((word) => [word]),
      fc.array(junk, { maxLength: 3 }),
    ),
    fc.tuple(
      fc.constantFrom(["key", "create", "--name", "x"], ["key", "list"], ["link", "unlisted"], ["version", "list"]),
      fc.array(junk, { minLength: 1, maxLength: 3 }),
    ),
  ];
  return fc
    .tuple(
      fc.oneof(...commands),
      fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: junkDatabase }),
    )
    .map(([parts, database]) => [...parts.flat(), ...(database === undefined ? [] : ["--db", database])]);
}

interface Lane {
  kind: DatabaseKind;
  database: TestDatabase;
  work: string;
  seedKeyId: string;
  tally: CaseTally;
}

/** The lane's folder: the site to import, a file where a folder is expected, and a database holding the site. */
async function openLane(kind: DatabaseKind): Promise<Lane> {
  const work = mkdtempSync(join(tmpdir(), "rxdocs-fuzz-cli-"));
  writeFileTree(join(work, "site"), SITE);
  writeFileSync(join(work, "notes.txt"), "not a database, not a folder\n");
  const database = await kind.create();
  const imported = await runCli(["import", "site", "--db", database.url], { cwd: work });
  expect(imported.stderr).toBe("");
  const created = await runCli(["key", "create", "--name", "seed", "--json", "--db", database.url], { cwd: work });
  const seedKeyId = (JSON.parse(created.stdout) as { id: string }).id;
  const tally = new CaseTally(`fuzz cli (${kind.name})`, ["succeeded", "refused", "changed on refusal"]);
  return { kind, database, work, seedKeyId, tally };
}

describe.concurrent("fuzz cli", () => {
  const lanes: Lane[] = [];
  beforeAll(async () => {
    lanes.push(...(await Promise.all(DATABASE_KINDS.map(openLane))));
  });
  afterAll(async () => {
    for (const lane of lanes) {
      lane.tally.print();
      await lane.database.drop();
      rmSync(lane.work, { recursive: true, force: true });
    }
  });

  it.each(DATABASE_KINDS.map((kind) => [kind.name, kind] as const))(
    "every command with any arguments succeeds, or fails in one line and changes nothing (%s)",
    async (_, kind) => {
      const lane = lanes.find((each) => each.kind === kind)!;
      await fc.assert(
        fc.asyncProperty(commandArguments(lane.seedKeyId), async (args) => {
          // Unless the case names a database of its own, it works on the lane's (the last --db wins).
          const withDatabase = args.includes("--db") ? args : [...args, "--db", lane.database.url];
          const before = await databaseDigest(lane.database.url);
          const result = await runCli(withDatabase, { cwd: lane.work, timeoutMs: 20_000 });
          const context = `rxdocs ${JSON.stringify(withDatabase)} → ${result.code} ${result.signal ?? ""}\n${result.stderr.slice(0, 1500)}`;
          expect(result.timedOut, context).toBe(false);
          expect(result.signal, context).toBeNull();
          // Never a stack trace, whatever happened.
          expect(result.stderr, context).not.toMatch(/^\s+at \S/m);
          if (result.code === 0) {
            lane.tally.count("succeeded");
            return;
          }
          lane.tally.count("refused");
          const after = await databaseDigest(lane.database.url);
          if (after.sha256 !== before.sha256) lane.tally.add("changed on refusal");
          expect(result.code, context).toBe(1);
          expect(result.stdout, context).toBe("");
          const lines = outputLines(result.stderr);
          expect(lines, context).toHaveLength(1);
          expect(lines[0], context).toMatch(/^rxdocs: \S/);
          expect(after.sha256, `the database changed on a failed command: ${context}`).toBe(before.sha256);
        }),
        { numRuns: 75 },
      );
    },
    240_000,
  );
});
