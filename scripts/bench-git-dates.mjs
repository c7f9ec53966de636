// Git dates benchmark: generates a repository of pages (default 20,000 pages over 300 commits:
// the pages added over the first third, then edits, folder moves and merged branches) with
// git fast-import, then prints how long readGitDates takes on its docs folder, over 3 rounds.
//
//   npm run build && npm run bench:git-dates [-- --pages 20000 --commits 300]
//
// The history comes from a fixed seed, so every run reads the same one. The figures are for
// comparing runs on one machine; absolute times vary.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { REPO as repo } from "./localServer.mjs";

const { values: args } = parseArgs({
  options: { pages: { type: "string", default: "20000" }, commits: { type: "string", default: "300" } },
});
const PAGES = Number(args.pages);
const COMMITS = Number(args.commits);
const ROUNDS = 3;
const FOLDERS = 50;

if (!Number.isInteger(PAGES) || PAGES < FOLDERS) fail(`--pages: a count of at least ${FOLDERS}`);
if (!Number.isInteger(COMMITS) || COMMITS < 10) fail("--commits: a count of at least 10");
const gitDatesModule = join(repo, "packages/server/dist/content/gitDates.js");
if (!existsSync(gitDatesModule)) fail("build first: npm run build");
const { readGitDates } = await import(pathToFileURL(gitDatesModule).href);

/** A fixed-seed generator (mulberry32), so that every run builds the same history. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fast-import stream of the whole history. */
function history() {
  const next = random(20_000);
  const folderOf = Array.from({ length: FOLDERS }, (_, index) => `docs/section-${index}`);
  const pagePath = (page) => `${folderOf[page % FOLDERS]}/page-${page}.md`;
  const addingCommits = Math.ceil(COMMITS / 3);
  const pagesPerCommit = Math.ceil(PAGES / addingCommits);
  const chunks = [];
  let time = Date.UTC(2015, 0, 1) / 1000;
  let added = 0;
  let mark = 0;
  let mainHead = 0;

  const commit = (branch, message, changes, parents) => {
    mark += 1;
    time += 3600 + Math.floor(next() * 86_400);
    const merges = parents.slice(1).map((parent) => `merge :${parent}\n`);
    const data = Buffer.byteLength(message);
    chunks.push(
      `commit refs/heads/${branch}\nmark :${mark}\ncommitter Bench <bench@example.com> ${time} +0000\n` +
        `data ${data}\n${message}\n${parents[0] ? `from :${parents[0]}\n` : ""}${merges.join("")}${changes.join("")}\n`,
    );
    return mark;
  };
  const edit = (page, revision) => {
    const text = `# Page ${page}\n\nRevision ${revision}.\n`;
    return `M 100644 inline ${pagePath(page)}\ndata ${Buffer.byteLength(text)}\n${text}\n`;
  };
  const randomEdits = (count, revision) =>
    Array.from({ length: count }, () => edit(Math.floor(next() * added), revision));

  for (let index = 1; index <= COMMITS; index += 1) {
    if (added < PAGES) {
      const pages = Array.from({ length: Math.min(pagesPerCommit, PAGES - added) }, (_, offset) => added + offset);
      added += pages.length;
      mainHead = commit(
        "main",
        `Add ${pages.length} pages`,
        pages.map((page) => edit(page, index)),
        [mainHead],
      );
    } else if (index % 25 === 0) {
      // Moving a whole folder: every page in it is a rename.
      const folder = Math.floor(next() * FOLDERS);
      const moved = `${folderOf[folder]}-moved`;
      const change = `R ${folderOf[folder]} ${moved}\n`;
      folderOf[folder] = moved;
      mainHead = commit("main", "Move a folder", [change], [mainHead]);
    } else if (index % 10 === 0) {
      const edits = randomEdits(20, index);
      const side = commit("side", "Edit on a branch", edits, [mainHead]);
      mainHead = commit("main", "Merge branch 'side'", edits, [mainHead, side]);
    } else {
      mainHead = commit("main", "Edit pages", randomEdits(50, index), [mainHead]);
    }
  }
  return chunks.join("");
}

function git(cwd, gitArgs, input) {
  const result = spawnSync("git", gitArgs, { cwd, input, maxBuffer: 1 << 30, stdio: ["pipe", "ignore", "pipe"] });
  if (result.status !== 0) fail(`git ${gitArgs[0]} failed: ${result.stderr}`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function main() {
  console.log(`rxdocs git dates benchmark: Node ${process.version}, ${new Date().toISOString()}`);
  const folder = await mkdtemp(join(tmpdir(), "rxdocs-bench-git-"));
  try {
    let started = performance.now();
    git(folder, ["init", "-q", "-b", "main"]);
    git(folder, ["fast-import", "--quiet"], history());
    git(folder, ["checkout", "-q", "-f", "main"]);
    console.log(`${PAGES} pages, ${COMMITS} commits: generated in ${Math.round(performance.now() - started)} ms`);

    for (let round = 1; round <= ROUNDS; round += 1) {
      started = performance.now();
      const dates = await readGitDates(join(folder, "docs"));
      const elapsed = Math.round(performance.now() - started);
      console.log(`round ${round}: readGitDates ${elapsed} ms, ${dates.size} pages dated`);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
