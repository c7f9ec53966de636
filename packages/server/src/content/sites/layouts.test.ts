import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileTree } from "../../test-support/fileTree.js";
import { readSiteDescription } from "./index.js";

const readSiteLayout = readSiteDescription;

describe("the languages rxdocs.json names", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "rxdocs-locales-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const siteWith = (locales: unknown, folders: Record<string, string> = { "zh/guide.md": "# 指南" }) =>
    writeFileTree(root, {
      "rxdocs.json": JSON.stringify({ title: "Site", locales }),
      "guide.md": "# Guide",
      ...folders,
    });

  it("are the folder itself, in the default language, and each named sub-folder, as VitePress lays them out", async () => {
    siteWith({ root: { label: "English", lang: "en" }, zh: { label: "简体中文", lang: "zh-CN" } });
    expect(await readSiteLayout(root)).toMatchObject({
      tool: "rxdocs",
      publicRoot: root,
      slots: [
        { version: "current", lang: "en", dir: root, excludedFolders: ["zh"] },
        { version: "current", lang: "zh-CN", dir: join(root, "zh") },
      ],
      versions: ["current"],
      latest: "current",
    });
  });

  it("take a folder's name as its language when it names none, and en for the folder itself", async () => {
    siteWith({ root: { label: "English" }, fr: { label: "Français" } }, { "fr/guide.md": "# Guide" });
    expect((await readSiteLayout(root))?.slots.map(({ lang }) => lang)).toEqual(["en", "fr"]);
  });

  it("make no layout when they name no sub-folder", async () => {
    siteWith({ root: { lang: "en" } });
    expect(await readSiteLayout(root)).toBeUndefined();
  });

  it.each([
    ["a list", ["zh"], "locales must be an object of languages by folder"],
    ["a folder the site lacks", { ja: { lang: "ja" } }, 'locales names "ja", which is no folder of the site'],
    ["a path out of the folder", { "../zh": { lang: "zh" } }, 'locales names "../zh", which is no folder of the site'],
    ["a language that is no tag", { zh: { lang: "Chinese (China)" } }, "locales.zh must be an object whose lang"],
  ])("are refused with a clear reason for %s", async (_, locales, reason) => {
    siteWith(locales);
    await expect(readSiteLayout(root)).rejects.toThrow(`${join(root, "rxdocs.json")}: ${reason}`);
  });
});

describe("layouts and symbolic links out of the site", () => {
  let base: string;
  let root: string;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), "rxdocs-layout-links-"));
    root = join(base, "site");
    // Pages of another site, beside this one.
    writeFileTree(join(base, "elsewhere"), { "zh/guide.md": "# Not this site's" });
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("refuses a language folder that links out of the site", async () => {
    writeFileTree(root, { "rxdocs.json": JSON.stringify({ locales: { root: { lang: "en" }, zh: { lang: "zh" } } }) });
    symlinkSync(join(base, "elsewhere/zh"), join(root, "zh"));
    await expect(readSiteLayout(root)).rejects.toThrow('locales names "zh", which is no folder of the site');
  });
});
