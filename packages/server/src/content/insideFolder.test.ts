// The import reads nothing outside the folder it is given: a setting linked in from elsewhere
// is refused and never read, and one linked from inside the folder is read as any other.
import { symlink } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../test-support/madeFolders.js";
import { readContentFolder } from "./readFolder.js";

afterEach(removeMadeFolders);

describe("readContentFolder: what is outside the folder", () => {
  it("refuses an rxdocs.json that links to a file outside the folder, and never reads it", async () => {
    const base = await makeFolder({ "elsewhere.json": JSON.stringify({ title: "Not this site's" }) });
    const root = await makeFolder({ "guide.md": "# Guide" }, path.join(base, "content"));
    await symlink(path.join(base, "elsewhere.json"), path.join(root, "rxdocs.json"));

    const content = await readContentFolder(root);

    expect(content.problems).toEqual([
      { path: "rxdocs.json", reason: "leads out of the folder through a symbolic link; it is not read" },
    ]);
    expect(content.site.settings).toEqual({});
  });

  it("reads an rxdocs.json that links to a file inside the folder", async () => {
    const root = await makeFolder({ "guide.md": "# Guide", "settings/site.json": JSON.stringify({ title: "Mine" }) });
    await symlink(path.join(root, "settings/site.json"), path.join(root, "rxdocs.json"));
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([]);
    expect(content.site.settings.title).toBe("Mine");
  });
});
