// When each page of a docs folder was created and last changed, from the folder's git history:
// the fallback for pages whose front matter gives no dates. One `git log` over the whole
// folder, read as it streams (a process per file would take minutes on 20,000 pages).
//
// Which history: the first-parent line of HEAD, each merge compared with its first parent
// (`--first-parent -m`). A page changed on a branch is changed, for a reader, on the day the
// branch is merged, not on the day someone wrote it on the side.
//
// Which date: the committer date, as Docusaurus' "last updated" uses (`%ct`): it is when the
// commit took its place in the history, so it moves with a rebase, an amend or a cherry-pick,
// and it follows the order of the history, where an author date can go back in time.
//
// Renames are followed, so that moving pages to a new folder keeps the day they were created
// (Docusaurus follows them too); a page deleted and added again starts a new life on the day it
// came back.
import { spawn } from "node:child_process";

export interface GitDates {
  /** ISO 8601 in UTC, like every stored timestamp. */
  createdAt: string;
  updatedAt: string;
  /** The paths the file had before renames, newest first; absent when it never moved. */
  formerPaths?: string[];
}

/**
 * By path relative to `root`, with "/" separators, for every file git knows under `root`.
 * Empty, never an error, when there are no dates to trust: not a git work tree, git missing,
 * no commits yet, a shallow clone (its oldest commits would pass for the pages' creation), or
 * git failing in any way.
 */
export async function readGitDates(root: string): Promise<Map<string, GitDates>> {
  const check = await runGit(root, ["rev-parse", "--is-inside-work-tree", "--is-shallow-repository"]);
  const [isInWorkTree, isShallow] = check.output.trim().split("\n");
  if (!check.succeeded || isInWorkTree !== "true" || isShallow !== "false") return new Map();

  const history = new HistoryReader();
  const log = await runGit(
    root,
    [
      "log",
      "--first-parent",
      "-m",
      "--format=@%ct",
      "--name-status",
      "-z",
      "--find-renames",
      "--relative",
      "--no-color",
      "--no-ext-diff",
      "--no-textconv",
      "--",
      ".",
    ],
    (chunk) => history.read(chunk),
  );
  return log.succeeded ? history.dates() : new Map();
}

/**
 * Settings that make a repository's own configuration harmless and its output predictable:
 * nothing in the folder runs (hooks, an fsmonitor program, gpg to check signatures), and the
 * first commit lists its files whatever `log.showRoot` says.
 */
const SAFE_CONFIG = [
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "log.showSignature=false",
  "log.showRoot=true",
  // -z already writes paths unquoted; this keeps any other output alike.
  "core.quotePath=false",
].flatMap((setting) => ["-c", setting]);

interface GitRun {
  succeeded: boolean;
  /** What git printed, when no `onOutput` took it as it came. */
  output: string;
}

function runGit(root: string, args: readonly string[], onOutput?: (chunk: string) => void): Promise<GitRun> {
  return new Promise((resolve) => {
    let output = "";
    const git = spawn("git", [...SAFE_CONFIG, "-C", root, ...args], {
      env: gitEnvironment(),
      stdio: ["ignore", "pipe", "ignore"],
    });
    git.stdout.setEncoding("utf8");
    git.stdout.on("data", (chunk: string) => {
      if (onOutput) onOutput(chunk);
      else output += chunk;
    });
    // "error" is git missing (ENOENT) or not runnable; "close" comes once its output is all read.
    git.on("error", () => resolve({ succeeded: false, output: "" }));
    git.on("close", (code) => resolve({ succeeded: code === 0, output }));
  });
}

/**
 * Without the GIT_* variables of a surrounding git command (GIT_DIR in a hook would point git at
 * another repository), never taking a lock, and never fetching missing objects from a remote
 * (a partial clone would otherwise download its trees here).
 */
function gitEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith("GIT_")) environment[name] = value;
  }
  return { ...environment, GIT_OPTIONAL_LOCKS: "0", GIT_NO_LAZY_FETCH: "1", GIT_TERMINAL_PROMPT: "0" };
}

/** Seconds since the epoch, the range of one file's current life, and the paths it had in it. */
interface FileLife {
  first: number;
  last: number;
  former: string[];
}

/** Events at a path older than this belong to no file of today: it was added there, or deleted. */
const ENDED = "ended";

/**
 * Reads `git log --format=@%ct --name-status -z` as it streams: NUL-separated fields, a commit
 * as "@<seconds>" then, for each file it touched, a status ("A", "M", "D", "T", "R087", "C100")
 * and one path, or two for a rename or copy (from, to). Commits come newest first, so the first
 * time a path is seen is its last change, and its life goes back to the commit that added it
 * (or renamed it into being, which hands the older history of the old path over to it).
 */
class HistoryReader {
  private pending = "";
  private fields: string[] = [];
  private commitTime = 0;
  private readonly lives = new Map<string, FileLife>();
  /** Whose history the events at a path belong to, as the reading goes back in time. */
  private readonly owners = new Map<string, FileLife | typeof ENDED>();

  read(chunk: string): void {
    const parts = (this.pending + chunk).split("\0");
    this.pending = parts.pop() ?? "";
    for (const part of parts) this.readField(part);
  }

  dates(): Map<string, GitDates> {
    const dates = new Map<string, GitDates>();
    for (const [path, life] of this.lives) {
      dates.set(path, {
        createdAt: isoTime(life.first),
        updatedAt: isoTime(life.last),
        ...(life.former.length > 0 && { formerPaths: life.former }),
      });
    }
    return dates;
  }

  private readField(field: string): void {
    if (this.fields.length === 0) {
      // A newline separates a commit's line from the list of its files.
      const text = field.replace(/^\n/, "");
      if (text.startsWith("@")) this.commitTime = Number(text.slice(1));
      else if (text !== "") this.fields.push(text);
      return;
    }
    this.fields.push(field);
    const [status = "", from = "", to] = this.fields;
    const isPair = status.startsWith("R") || status.startsWith("C");
    if (isPair && to === undefined) return;
    this.fields = [];
    if (status.startsWith("R")) this.renamed(from, to as string);
    else if (status.startsWith("C")) this.changed("A", to as string);
    else this.changed(status, from);
  }

  private changed(status: string, path: string): void {
    const owner = this.owners.get(path);
    if (owner === ENDED) return;
    if (owner) this.extend(owner);
    else if (status !== "D") this.track(path);
    if (status === "A" || status === "D") this.owners.set(path, ENDED);
  }

  /** Before this commit, the file now at `to` was at `from`. */
  private renamed(from: string, to: string): void {
    const owner = this.owners.get(to) ?? this.track(to);
    if (owner !== ENDED) {
      this.extend(owner);
      owner.former.push(from);
    }
    this.owners.set(to, ENDED);
    this.owners.set(from, owner);
  }

  private track(path: string): FileLife {
    const life = { first: this.commitTime, last: this.commitTime, former: [] };
    this.lives.set(path, life);
    this.owners.set(path, life);
    return life;
  }

  private extend(life: FileLife): void {
    // Min and max rather than first and last seen: clocks of committers are not always right.
    life.first = Math.min(life.first, this.commitTime);
    life.last = Math.max(life.last, this.commitTime);
  }
}

function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
