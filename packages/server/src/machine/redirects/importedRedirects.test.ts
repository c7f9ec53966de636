// What imports leave behind when pages move: each old code redirects to the page's code of
// today, in its own version and language, and keeps doing so until a page takes the code back.
import { execFile } from "node:child_process";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalog } from "../../catalog/catalogSource.js";
import { removeVersion } from "../../content/removeVersion.js";
import { listRedirects } from "../../storage/redirects.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { redirectFor } from "./redirectLookup.js";
import { type RedirectSite, startRedirectSite } from "../../test-support/redirectTestSite.js";

const run = promisify(execFile);

const INSTALL = "# Install\n\nRun the installer, then start the service and open its port.\n";
const SETUP = "# Setup\n\nWrite the configuration file before the first start.\n";

/** git without the machine's own configuration. */
async function git(cwd: string, ...args: string[]): Promise<void> {
  await run("git", args, {
    cwd,
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: "Author",
      GIT_AUTHOR_EMAIL: "author@example.com",
      GIT_COMMITTER_NAME: "Committer",
      GIT_COMMITTER_EMAIL: "committer@example.com",
    },
  });
}

describe.each(DATABASE_KINDS)("redirects left by imports, on $name", (kind) => {
  let site: RedirectSite;
  beforeEach(async () => {
    site = await startRedirectSite(kind);
  });
  afterEach(async () => {
    await site.stop();
  });

  const catalog = (slot: { version?: string; lang?: string } = {}) => loadCatalog(site.server.storage.db, slot);
  const targetOf = async (code: string, slot: { version?: string; lang?: string } = {}) =>
    redirectFor(await catalog(slot), code)?.target_code;

  it("a page renamed between two imports redirects from its old code, and still does after a third", async () => {
    await site.write({ "guide/install.md": INSTALL, "guide/setup.md": SETUP });
    expect((await site.import({ prune: true })).redirects).toBe(0);
    await site.write({ "guide/installation.md": INSTALL, "guide/setup.md": SETUP });
    const renamed = await site.import({ prune: true });
    expect(renamed.redirects).toBe(1);
    expect(await targetOf("guide-install")).toBe("guide-installation");

    await site.write({ "guide/installation.md": INSTALL, "guide/setup.md": `${SETUP}\nAnd check it twice.\n` });
    await site.import({ prune: true });
    expect(await targetOf("guide-install")).toBe("guide-installation");
    // A page of today is never redirected, nor is a code the site never had.
    expect(redirectFor(await catalog(), "guide-installation")).toBeUndefined();
    expect(redirectFor(await catalog(), "never-was")).toBeUndefined();
  });

  it("a page moved to another folder and edited on the way is followed by its file's git history", async () => {
    const root = await site.write({ "guide/install.md": INSTALL, "guide/setup.md": SETUP });
    await git(root, "init", "-q", "-b", "main");
    await git(root, "add", "-A");
    await git(root, "commit", "-q", "-m", "first");
    await site.import({ prune: true });

    await mkdir(path.join(root, "operations"));
    await git(root, "mv", "guide/install.md", "operations/install.md");
    // Edited as it moves: its body is not the same any more, its history is.
    await writeFile(path.join(root, "operations", "install.md"), `${INSTALL}\nThe port is 8080.\n`);
    await git(root, "commit", "-q", "-am", "move");
    await site.import({ prune: true });
    expect(await targetOf("guide-install")).toBe("operations-install");
  });

  it("a page whose code changes while its file stays redirects from the old code", async () => {
    await site.write({ "guide/install.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "guide/install.md": `---\ncode: installing\n---\n${INSTALL}\nNew words too.\n` });
    await site.import({ prune: true });
    expect(await targetOf("guide-install")).toBe("installing");
  });

  it("collapses a chain of moves, a to b then b to c, into redirects to c", async () => {
    await site.write({ "a.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "b.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "c.md": INSTALL });
    await site.import({ prune: true });
    expect(await targetOf("a")).toBe("c");
    expect(await targetOf("b")).toBe("c");
    const rows = await listRedirects(site.server.storage.db);
    expect(rows.map((row) => [row.source, row.target_code])).toEqual([
      ["a", "c"],
      ["b", "c"],
    ]);
  });

  it("gives an old code back to a new page that takes it: the page wins and the redirect goes", async () => {
    await site.write({ "a.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "b.md": INSTALL });
    await site.import({ prune: true });
    expect(await targetOf("a")).toBe("b");

    await site.write({ "a.md": SETUP, "b.md": INSTALL });
    await site.import({ prune: true });
    expect(redirectFor(await catalog(), "a")).toBeUndefined();
    expect(await listRedirects(site.server.storage.db)).toEqual([]);
  });

  it("a page moved back to its old code redirects the other way, never in a circle", async () => {
    await site.write({ "a.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "b.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "a.md": INSTALL });
    await site.import({ prune: true });
    const rows = await listRedirects(site.server.storage.db);
    expect(rows.map((row) => [row.source, row.target_code])).toEqual([["b", "a"]]);
  });

  it("a page the import only adds leaves the old one in place without --prune, and no redirect", async () => {
    await site.write({ "a.md": INSTALL });
    await site.import({});
    await site.write({ "b.md": INSTALL });
    expect((await site.import({})).redirects).toBe(0);
    expect(redirectFor(await catalog(), "a")).toBeUndefined();
  });

  it("pairs pages by their body only when one page leaves and one arrives with it", async () => {
    await site.write({ "one.md": INSTALL, "two.md": INSTALL, "three.md": SETUP });
    await site.import({ prune: true });
    await site.write({ "uno.md": INSTALL, "dos.md": INSTALL, "tres.md": SETUP });
    await site.import({ prune: true });
    expect(redirectFor(await catalog(), "one")).toBeUndefined();
    expect(redirectFor(await catalog(), "two")).toBeUndefined();
    expect(await targetOf("three")).toBe("tres");
  });

  it("keeps each version's and language's redirects to themselves", async () => {
    await site.write({ "install.md": INSTALL });
    await site.import({ prune: true, version: "1.0" });
    await site.import({ prune: true, version: "2.0" });
    await site.import({ prune: true, version: "2.0", lang: "fr" });
    await site.write({ "installation.md": INSTALL });
    await site.import({ prune: true, version: "2.0" });

    expect(await targetOf("install", { version: "2.0" })).toBe("installation");
    // Version 1.0 still has the page, and the French pages of 2.0 too.
    expect(redirectFor(await catalog({ version: "1.0" }), "install")).toBeUndefined();
    expect(redirectFor(await catalog({ version: "2.0", lang: "fr" }), "install")).toBeUndefined();

    await site.write({ "installer.md": INSTALL });
    await site.import({ prune: true, version: "2.0", lang: "fr" });
    expect(await targetOf("install", { version: "2.0", lang: "fr" })).toBe("installer");
    expect(await targetOf("install", { version: "2.0" })).toBe("installation");
  });

  it("removing a version removes its redirects with it", async () => {
    await site.write({ "install.md": INSTALL });
    await site.import({ prune: true, version: "1.0" });
    await site.import({ prune: true, version: "2.0" });
    await site.write({ "installation.md": INSTALL });
    await site.import({ prune: true, version: "2.0" });
    expect(await listRedirects(site.server.storage.db)).toHaveLength(1);
    // 1.0, imported first, is the latest: 2.0 may go.
    await removeVersion(site.server.storage.db, "2.0");
    expect(await listRedirects(site.server.storage.db)).toEqual([]);
  });

  it("a folder renamed as a whole keeps every page reachable from its old codes", async () => {
    const root = await site.write({ "guide/install.md": INSTALL, "guide/setup.md": SETUP });
    await site.import({ prune: true });
    await rename(path.join(root, "guide"), path.join(root, "handbook"));
    await site.import({ prune: true });
    expect(await targetOf("guide-install")).toBe("handbook-install");
    expect(await targetOf("guide-setup")).toBe("handbook-setup");
  });
});
