import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REAL_FOLDERS, versionedDocusaurusSite } from "../../test-support/realFolders.js";
import { writeFileTree } from "../../test-support/fileTree.js";
import { docusaurusSite } from "./docusaurus.js";
import { readSiteDescription } from "./index.js";

const readDocusaurusLayout = (root: string) => docusaurusSite.read(root);
const readSiteLayout = readSiteDescription;

describe("the layout of a Docusaurus site", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "rxdocs-layout-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("lists each version in each language, the latest version in the default language first", async () => {
    versionedDocusaurusSite(root, { versions: ["1.0", "2.0"], translations: { fr: ["2.0", "next"] } });
    const layout = await readDocusaurusLayout(root);
    expect(layout?.publicRoot).toBe(root);
    expect(layout?.slots).toEqual([
      { version: "2.0", lang: "en", dir: join(root, "versioned_docs/version-2.0") },
      { version: "1.0", lang: "en", dir: join(root, "versioned_docs/version-1.0") },
      { version: "next", lang: "en", dir: join(root, "docs") },
      { version: "2.0", lang: "fr", dir: join(root, "i18n/fr/docusaurus-plugin-content-docs/version-2.0") },
      { version: "next", lang: "fr", dir: join(root, "i18n/fr/docusaurus-plugin-content-docs/current") },
    ]);
    // The switcher's order is Docusaurus': the unreleased version, then versions.json's, latest first.
    expect(layout?.versions).toEqual(["next", "2.0", "1.0"]);
    expect(layout?.latest).toBe("2.0");
  });

  it("has one version, named current, before any is released, in the config's default language", async () => {
    versionedDocusaurusSite(root, { versions: [], translations: {} });
    writeFileSync(
      join(root, "docusaurus.config.js"),
      "export default { i18n: { defaultLocale: 'ja', locales: ['ja'] } };\n",
    );
    expect((await readDocusaurusLayout(root))?.slots).toEqual([
      { version: "current", lang: "ja", dir: join(root, "docs") },
    ]);
  });

  it("is no layout for a plain docs folder", async () => {
    expect(await readDocusaurusLayout(REAL_FOLDERS.docusaurusDocs)).toBeUndefined();
  });

  it.each([
    ["not a list", '{"latest": "1.0"}'],
    ["a name that leads out of its folder", '["../../elsewhere"]'],
  ])("refuses a versions.json that is %s", async (_, text) => {
    versionedDocusaurusSite(root, { versions: ["1.0"], translations: {} });
    writeFileSync(join(root, "versions.json"), text);
    await expect(readDocusaurusLayout(root)).rejects.toThrow(
      `${join(root, "versions.json")} is not a list of version names such as "2.x"`,
    );
  });
});

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
    // Pages, a version list and a config of another site, beside this one.
    writeFileTree(join(base, "elsewhere"), {
      "zh/guide.md": "# Not this site's",
      "docs/intro.md": "# Not this site's",
      "versions.json": JSON.stringify(["9.9"]),
      "docusaurus.config.js": "export default { i18n: { defaultLocale: 'xx' } };\n",
    });
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("refuses a language folder that links out of the site", async () => {
    writeFileTree(root, { "rxdocs.json": JSON.stringify({ locales: { root: { lang: "en" }, zh: { lang: "zh" } } }) });
    symlinkSync(join(base, "elsewhere/zh"), join(root, "zh"));
    await expect(readSiteLayout(root)).rejects.toThrow('locales names "zh", which is no folder of the site');
  });

  it("takes no version's pages from a docs folder that links out of the site", async () => {
    writeFileTree(root, {
      "docusaurus.config.js": "export default {};\n",
      "versioned_docs/version-1.0/intro.md": "# 1.0",
    });
    symlinkSync(join(base, "elsewhere/docs"), join(root, "docs"));
    expect(await readDocusaurusLayout(root)).toBeUndefined();
  });

  it("refuses a versions.json that links out of the site", async () => {
    writeFileTree(root, { "docusaurus.config.js": "export default {};\n", "docs/intro.md": "# Intro" });
    symlinkSync(join(base, "elsewhere/versions.json"), join(root, "versions.json"));
    await expect(readDocusaurusLayout(root)).rejects.toThrow(
      "versions.json leads out of the folder through a symbolic link; it is not read",
    );
  });

  it("reads no Docusaurus config that links out of the site", async () => {
    writeFileTree(root, { "docs/intro.md": "# Intro" });
    symlinkSync(join(base, "elsewhere/docusaurus.config.js"), join(root, "docusaurus.config.js"));
    expect(await readDocusaurusLayout(root)).toBeUndefined();
  });
});
