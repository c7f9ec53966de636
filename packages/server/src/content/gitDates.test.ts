import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { type GitDates, readGitDates } from "./gitDates.js";

const run = promisify(execFile);
const temporaryFolders: string[] = [];

afterEach(async () => {
  await Promise.all(temporaryFolders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "rxdocs-git-dates-"));
  temporaryFolders.push(folder);
  return folder;
}

interface Dates {
  /** Both dates of the commit, unless `authored` sets the author date apart. */
  at?: string;
  authored?: string;
}

/** git without the machine's own configuration, so that no signing or hook of this machine plays a part. */
async function git(cwd: string, args: string[], dates: Dates = {}): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_AUTHOR_NAME: "Author",
    GIT_AUTHOR_EMAIL: "author@example.com",
    GIT_COMMITTER_NAME: "Committer",
    GIT_COMMITTER_EMAIL: "committer@example.com",
  };
  if (dates.at) env.GIT_COMMITTER_DATE = env.GIT_AUTHOR_DATE = dates.at;
  if (dates.authored) env.GIT_AUTHOR_DATE = dates.authored;
  return (await run("git", args, { cwd, env })).stdout;
}

async function newRepository(): Promise<string> {
  const repository = await temporaryFolder();
  await git(repository, ["init", "-q", "-b", "main"]);
  return repository;
}

/** Writes the files (null deletes one) and commits all changes. */
async function commit(repository: string, files: Record<string, string | null>, dates: Dates): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(repository, file);
    if (text === null) {
      await rm(target);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  await git(repository, ["add", "-A"]);
  await git(repository, ["commit", "-q", "--allow-empty", "-m", "change"], dates);
}

const dated = (createdAt: string, updatedAt = createdAt) => ({ createdAt, updatedAt });

describe("readGitDates", () => {
  it("dates each file by the commits that created it and last changed it, in UTC", async () => {
    const repository = await newRepository();
    await commit(repository, { "a.md": "A", "b.md": "B" }, { at: "2024-01-01T10:00:00+02:00" });
    await commit(repository, { "a.md": "A, changed" }, { at: "2024-02-01T12:30:00Z" });
    await commit(repository, { "notes.txt": "not a page, still a file" }, { at: "2024-03-01T00:00:00Z" });

    expect(await readGitDates(repository)).toEqual(
      new Map([
        ["notes.txt", dated("2024-03-01T00:00:00.000Z")],
        ["a.md", dated("2024-01-01T08:00:00.000Z", "2024-02-01T12:30:00.000Z")],
        ["b.md", dated("2024-01-01T08:00:00.000Z")],
      ]),
    );
  });

  it("takes the committer date, when a commit took its place in the history, not the author's", async () => {
    const repository = await newRepository();
    await commit(repository, { "page.md": "x" }, { at: "2024-05-01T00:00:00Z", authored: "2019-01-01T00:00:00Z" });

    expect(await readGitDates(repository)).toEqual(new Map([["page.md", dated("2024-05-01T00:00:00.000Z")]]));
  });

  it("keys the files of a sub-folder by their path inside it, and leaves the rest of the repository out", async () => {
    const repository = await newRepository();
    await commit(
      repository,
      {
        "README.md": "top",
        "site/docs/guide/start.md": "start",
        "site/docs/intro.md": "intro",
        "site/blog/post.md": "p",
      },
      { at: "2024-01-01T00:00:00Z" },
    );

    const dates = await readGitDates(path.join(repository, "site", "docs"));
    expect([...dates.keys()].sort()).toEqual(["guide/start.md", "intro.md"]);
  });

  it("follows a page renamed or moved inside the folder back to its creation, and names its former paths", async () => {
    const repository = await newRepository();
    await commit(
      repository,
      { "docs/old-name.md": "# Page\n\nSome text that stays.\n" },
      { at: "2024-01-01T00:00:00Z" },
    );
    await commit(
      repository,
      { "outside/moved-in.md": "# Other\n\nText of another page.\n" },
      { at: "2024-02-01T00:00:00Z" },
    );
    await mkdir(path.join(repository, "docs", "guide"));
    await git(repository, ["mv", "docs/old-name.md", "docs/guide/new-name.md"]);
    await git(repository, ["mv", "outside/moved-in.md", "docs/moved-in.md"]);
    await commit(repository, {}, { at: "2024-03-01T00:00:00Z" });

    // Coming from outside the folder, a page starts where the folder first sees it.
    expect(await readGitDates(path.join(repository, "docs"))).toEqual(
      new Map<string, GitDates>([
        [
          "guide/new-name.md",
          { ...dated("2024-01-01T00:00:00.000Z", "2024-03-01T00:00:00.000Z"), formerPaths: ["old-name.md"] },
        ],
        ["moved-in.md", dated("2024-03-01T00:00:00.000Z")],
      ]),
    );
  });

  it("starts a page deleted and added again on the day it came back, and dates no deleted page", async () => {
    const repository = await newRepository();
    await commit(repository, { "back.md": "first life", "gone.md": "deleted" }, { at: "2024-01-01T00:00:00Z" });
    await commit(repository, { "back.md": null, "gone.md": null }, { at: "2024-02-01T00:00:00Z" });
    await commit(repository, { "back.md": "second life" }, { at: "2024-03-01T00:00:00Z" });
    await commit(repository, { "back.md": "second life, edited" }, { at: "2024-04-01T00:00:00Z" });

    expect(await readGitDates(repository)).toEqual(
      new Map([["back.md", dated("2024-03-01T00:00:00.000Z", "2024-04-01T00:00:00.000Z")]]),
    );
  });

  it("dates what a branch changed by the day it was merged", async () => {
    const repository = await newRepository();
    await commit(repository, { "page.md": "v1" }, { at: "2024-01-01T00:00:00Z" });
    await git(repository, ["checkout", "-q", "-b", "topic"]);
    await commit(repository, { "page.md": "v2", "new.md": "added on the branch" }, { at: "2024-02-01T00:00:00Z" });
    await git(repository, ["checkout", "-q", "main"]);
    await commit(repository, { "other.md": "meanwhile" }, { at: "2024-03-01T00:00:00Z" });
    await git(repository, ["merge", "-q", "--no-ff", "--no-edit", "topic"], { at: "2024-04-01T00:00:00Z" });

    expect(await readGitDates(repository)).toEqual(
      new Map([
        ["page.md", dated("2024-01-01T00:00:00.000Z", "2024-04-01T00:00:00.000Z")],
        ["new.md", dated("2024-04-01T00:00:00.000Z")],
        ["other.md", dated("2024-03-01T00:00:00.000Z")],
      ]),
    );
  });

  it("reads file names with spaces, quotes, tabs, newlines and non-ASCII letters as they are", async () => {
    const names = ["with space.md", "quo\"te's.md", "tab\there.md", "new\nline.md", "日本語/ページ.md", "café é.md"];
    const repository = await newRepository();
    await commit(repository, Object.fromEntries(names.map((name) => [name, name])), { at: "2024-01-01T00:00:00Z" });

    const dates = await readGitDates(repository);
    expect([...dates.keys()].sort()).toEqual([...names].sort());
  });

  it("ignores the GIT_DIR of a git command it runs inside", async () => {
    const repository = await newRepository();
    await commit(repository, { "page.md": "x" }, { at: "2024-01-01T00:00:00Z" });
    const elsewhere = await newRepository();
    await commit(elsewhere, { "elsewhere.md": "y" }, { at: "2024-01-01T00:00:00Z" });

    const gitDir = process.env.GIT_DIR;
    process.env.GIT_DIR = path.join(elsewhere, ".git");
    try {
      expect([...(await readGitDates(repository)).keys()]).toEqual(["page.md"]);
    } finally {
      if (gitDir === undefined) delete process.env.GIT_DIR;
      else process.env.GIT_DIR = gitDir;
    }
  });

  it("runs nothing the repository configures, and reads its history whatever its settings", async () => {
    const repository = await newRepository();
    const marker = path.join(repository, "ran");
    const program = path.join(repository, "program.sh");
    // Signs a commit when git asks for a signature; writes the marker when asked for anything
    // else, such as checking that signature (log.showSignature) or watching files (core.fsmonitor).
    await writeFile(
      program,
      [
        "#!/bin/sh",
        'case "$*" in',
        '  *-bsau*) cat >/dev/null; echo "[GNUPG:] SIG_CREATED " >&2; printf -- "-----BEGIN PGP SIGNATURE-----\\nx\\n-----END PGP SIGNATURE-----\\n" ;;',
        `  *) touch "${marker}" ;;`,
        "esac",
        "",
      ].join("\n"),
    );
    await chmod(program, 0o755);
    await git(repository, ["config", "gpg.program", program]);
    await commit(repository, { "page.md": "x" }, { at: "2024-01-01T00:00:00Z" });
    await git(repository, ["commit", "-q", "-S", "--amend", "--no-edit"], { at: "2024-01-02T00:00:00Z" });
    const hostileSettings: [string, string][] = [
      ["log.showSignature", "true"],
      ["core.fsmonitor", program],
      ["core.hooksPath", repository],
      ["log.showRoot", "false"],
      ["color.ui", "always"],
      ["diff.renames", "false"],
    ];
    for (const [key, value] of hostileSettings) await git(repository, ["config", key, value]);

    expect(await readGitDates(repository)).toEqual(
      new Map([
        ["page.md", dated("2024-01-02T00:00:00.000Z")],
        ["program.sh", dated("2024-01-02T00:00:00.000Z")],
      ]),
    );
    await expect(stat(marker)).rejects.toThrow(/ENOENT/);
  });

  describe("gives no dates, never an error, where there are none to trust", () => {
    it("outside a git work tree, and in a folder that does not exist", async () => {
      const folder = await temporaryFolder();
      await writeFile(path.join(folder, "page.md"), "x");
      expect(await readGitDates(folder)).toEqual(new Map());
      expect(await readGitDates(path.join(folder, "missing"))).toEqual(new Map());
    });

    it("in a repository without commits", async () => {
      const repository = await newRepository();
      await writeFile(path.join(repository, "page.md"), "x");
      await git(repository, ["add", "-A"]);
      expect(await readGitDates(repository)).toEqual(new Map());
    });

    it("in a shallow clone, whose oldest commit would pass for every page's creation", async () => {
      const repository = await newRepository();
      await commit(repository, { "page.md": "v1" }, { at: "2024-01-01T00:00:00Z" });
      await commit(repository, { "page.md": "v2" }, { at: "2024-02-01T00:00:00Z" });
      const clone = path.join(await temporaryFolder(), "clone");
      await git(repository, ["clone", "-q", "--depth", "1", `file://${repository}`, clone]);
      expect(await readGitDates(clone)).toEqual(new Map());
    });

    it("when git is not installed", async () => {
      const repository = await newRepository();
      await commit(repository, { "page.md": "x" }, { at: "2024-01-01T00:00:00Z" });
      const searchPath = process.env.PATH;
      process.env.PATH = await temporaryFolder();
      try {
        expect(await readGitDates(repository)).toEqual(new Map());
      } finally {
        process.env.PATH = searchPath;
      }
    });
  });
});
