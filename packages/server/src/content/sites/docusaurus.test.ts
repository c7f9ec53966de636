// Which folders are Docusaurus sites, and how their versions, languages, settings and sources are read.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileTree } from "../../test-support/fileTree.js";
import { REAL_FOLDERS, versionedDocusaurusSite } from "../../test-support/realFolders.js";
import { writeDocusaurusSite } from "../../test-support/toolSites/docusaurus.js";
import { docusaurusSite } from "./docusaurus.js";
import type { SiteDescription } from "./siteReader.js";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "rxdocs-docusaurus-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (folder: string = root) => docusaurusSite.read(folder);
const slotsOf = (site: SiteDescription | undefined) =>
  site?.slots.map(({ version, lang, dir }) => ({ version, lang, dir }));

describe("a Docusaurus site", () => {
  it("lists each version in each language, the latest version in the default language first", async () => {
    versionedDocusaurusSite(root, { versions: ["1.0", "2.0"], translations: { fr: ["2.0", "next"] } });
    const site = await read();
    expect(site?.publicRoot).toBe(root);
    expect(slotsOf(site)).toEqual([
      { version: "2.0", lang: "en", dir: join(root, "versioned_docs/version-2.0") },
      { version: "1.0", lang: "en", dir: join(root, "versioned_docs/version-1.0") },
      { version: "next", lang: "en", dir: join(root, "docs") },
      { version: "2.0", lang: "fr", dir: join(root, "i18n/fr/docusaurus-plugin-content-docs/version-2.0") },
      { version: "next", lang: "fr", dir: join(root, "i18n/fr/docusaurus-plugin-content-docs/current") },
    ]);
    // The switcher's order is Docusaurus': the unreleased version, then versions.json's, latest first.
    expect(site?.versions).toEqual(["next", "2.0", "1.0"]);
    expect(site?.latest).toBe("2.0");
  });

  it("has one version, named current, before any is released, in the config's default language", async () => {
    versionedDocusaurusSite(root, { versions: [], translations: {} });
    writeFileSync(
      join(root, "docusaurus.config.js"),
      "export default { i18n: { defaultLocale: 'ja', locales: ['ja'] } };\n",
    );
    const site = await read();
    expect(slotsOf(site)).toEqual([{ version: "current", lang: "ja", dir: join(root, "docs") }]);
    expect(site?.settings.lang).toBe("ja");
  });

  it.each(["docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.mts", "docusaurus.config.cjs"])(
    "is recognised by its %s",
    async (name) => {
      writeFileTree(root, { [name]: "export default { title: 'T' };\n", "docs/intro.md": "# Intro" });
      expect((await read())?.settings.title).toBe("T");
    },
  );

  it("is no site without a config, without docs, or with its docs turned off", async () => {
    expect(await read(REAL_FOLDERS.docusaurusDocs)).toBeUndefined();
    writeFileTree(root, { "docusaurus.config.js": "export default {};\n", "blog/post.md": "# Post" });
    expect(await read()).toBeUndefined();
    writeFileTree(root, {
      "docusaurus.config.js": "export default { presets: [['classic', { docs: false }]] };\n",
      "docs/intro.md": "# Intro",
    });
    expect(await read()).toBeUndefined();
  });

  it.each([
    ["not a list", '{"latest": "1.0"}'],
    ["a name that leads out of its folder", '["../../elsewhere"]'],
  ])("refuses a versions.json that is %s", async (_, text) => {
    versionedDocusaurusSite(root, { versions: ["1.0"], translations: {} });
    writeFileSync(join(root, "versions.json"), text);
    await expect(read()).rejects.toThrow(`${join(root, "versions.json")} is not a list of version names such as "2.x"`);
  });

  it("takes the docs translations of i18n/ in the order of the config's locales, and says which folder is no language", async () => {
    writeFileTree(root, {
      "docusaurus.config.js": "export default { i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans', 'fr'] } };\n",
      "docs/intro.md": "# Intro",
      "i18n/fr/docusaurus-plugin-content-docs/current/intro.md": "# Introduction",
      "i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md": "# 介绍",
      "i18n/zh-Hans/code.json": "{}",
      "i18n/ja/code.json": "{}",
      "i18n/Français/docusaurus-plugin-content-docs/current/intro.md": "# Introduction",
    });
    const site = await read();
    expect(site?.slots.map((slot) => slot.lang)).toEqual(["en", "zh-Hans", "fr"]);
    expect(site?.sources.languages).toEqual(["docusaurus.config.js", "i18n"]);
    expect(site?.warnings).toEqual([
      {
        path: "i18n/Français",
        message: '"Français" is no language tag such as "fr" or "zh-Hans"; its translation is not read',
      },
    ]);
  });

  it("serves the docs folder as the latest version when lastVersion says so", async () => {
    writeFileTree(root, {
      "docusaurus.config.js": "export default { presets: [['classic', { docs: { lastVersion: 'current' } }]] };\n",
      "docs/intro.md": "# Intro",
      "versions.json": '["1.0"]',
      "versioned_docs/version-1.0/intro.md": "# Intro 1.0",
    });
    const site = await read();
    expect(slotsOf(site)?.map(({ version }) => version)).toEqual(["next", "1.0"]);
    expect(site?.latest).toBe("next");
    expect(site?.slots[0]?.addressesOf?.("intro.md", {})[0]).toBe("/docs/intro");
    expect(site?.slots[1]?.addressesOf?.("intro.md", {})[0]).toBe("/docs/1.0/intro");
  });
});

describe("a Docusaurus site's description", () => {
  it("gives its settings, top-bar links and sources from the config", async () => {
    writeDocusaurusSite(root);
    const site = await read();
    expect(site?.settings).toEqual({
      title: "Widget",
      description: "Widgets for every screen",
      logo: "/img/logo.svg",
      editUrl: "https://github.com/example/widget/tree/main/docs/{path}",
      lang: "en",
      nav: [
        { text: "Guide", link: "/guide/welcome" },
        { text: "API", link: "/guide/reference/api" },
        {
          text: "Community",
          link: "/blog",
          items: [
            { text: "Blog", link: "/blog" },
            { text: "Chat", link: "https://chat.example.com" },
          ],
        },
        { text: "GitHub", link: "https://github.com/example/widget" },
      ],
    });
    expect(site?.sources).toEqual({
      navigation: [
        "versioned_sidebars/version-2.0-sidebars.json",
        "versioned_sidebars/version-1.0-sidebars.json",
        "sidebars.ts",
      ],
      languages: ["docusaurus.config.ts", "i18n"],
      versions: ["versions.json"],
      settings: ["docusaurus.config.ts"],
    });
    expect(site?.warnings).toEqual([]);
    expect(slotsOf(site)?.map(({ version, lang }) => `${version} ${lang}`)).toEqual([
      "2.0 en",
      "1.0 en",
      "next en",
      "next fr",
    ]);
    expect(site?.slots.map((slot) => slot.navigation?.source)).toEqual([
      "versioned_sidebars/version-2.0-sidebars.json",
      "versioned_sidebars/version-1.0-sidebars.json",
      "sidebars.ts",
      "sidebars.ts",
    ]);
  });

  it("gives each doc the addresses of its version and language", async () => {
    writeDocusaurusSite(root);
    const [latest, older, next, french] = (await read())!.slots;
    const intro = { id: "welcome", title: "Welcome" };
    expect(latest?.addressesOf?.("intro.md", intro)[0]).toBe("/guide/welcome");
    expect(older?.addressesOf?.("intro.md", intro)[0]).toBe("/guide/1.0/welcome");
    expect(next?.addressesOf?.("intro.md", intro)[0]).toBe("/guide/next/welcome");
    expect(french?.addressesOf?.("intro.md", intro)[0]).toBe("/fr/guide/next/welcome");
  });

  it("reads a site kept in website/ with its docs in ../docs, and refuses website/ alone with the folder to import", async () => {
    writeFileTree(root, {
      "website/docusaurus.config.js": `const path = require("path");
module.exports = {
  title: "Gadget",
  presets: [["@docusaurus/preset-classic", { docs: {
    path: "../docs",
    sidebarPath: path.resolve(__dirname, "./sidebars.json"),
    editUrl: "https://github.com/o/gadget/tree/main/website/",
  } }]],
};`,
      "website/sidebars.json": JSON.stringify({ docs: ["start"] }),
      "website/versions.json": '["1.x"]',
      "website/versioned_docs/version-1.x/Start.md": "---\nid: start\n---\n# Start 1.x",
      "website/versioned_sidebars/version-1.x-sidebars.json": JSON.stringify({ docs: ["start"] }),
      "docs/Start.md": "---\nid: start\n---\n# Start",
    });
    const site = await read();
    expect(slotsOf(site)).toEqual([
      { version: "1.x", lang: "en", dir: join(root, "website/versioned_docs/version-1.x") },
      { version: "next", lang: "en", dir: join(root, "docs") },
    ]);
    expect(site?.publicRoot).toBe(join(root, "website"));
    expect(site?.settings.editUrl).toBe("https://github.com/o/gadget/tree/main/docs/{path}");
    expect(site?.sources).toMatchObject({
      navigation: ["website/versioned_sidebars/version-1.x-sidebars.json", "website/sidebars.json"],
      versions: ["website/versions.json"],
      settings: ["website/docusaurus.config.js"],
    });
    await expect(read(join(root, "website"))).rejects.toThrow(
      `docs.path "../docs" leads outside ${join(root, "website")}; import ${root} instead`,
    );
  });

  it("has Docusaurus' one autogenerated sidebar without a sidebars file, and the folders' menus when the file named is missing", async () => {
    writeFileTree(root, { "docusaurus.config.js": "export default {};\n", "docs/intro.md": "# Intro" });
    expect((await read())?.slots[0]?.navigation).toEqual({
      items: [{ kind: "folder", folder: "" }],
      source: "docusaurus.config.js",
    });
    writeFileSync(
      join(root, "docusaurus.config.js"),
      "export default { presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
    );
    const site = await read();
    expect(site?.slots[0]?.navigation).toBeUndefined();
    expect(site?.sources.navigation).toEqual([]);
  });

  it("says which docs a version's sidebar names that the version lacks", async () => {
    writeFileTree(root, {
      "docusaurus.config.js": "export default {};\n",
      "sidebars.json": JSON.stringify({ docs: ["intro", "missing"] }),
      "docs/intro.md": "# Intro",
    });
    expect((await read())?.warnings).toEqual([
      {
        path: "sidebars.json",
        message: 'the sidebar "docs" names the doc "missing", which docs does not have; it is left out',
      },
    ]);
  });
});

describe("a Docusaurus site and symbolic links out of it", () => {
  let elsewhere: string;
  beforeEach(() => {
    elsewhere = mkdtempSync(join(tmpdir(), "rxdocs-elsewhere-"));
    // Pages, a version list and a config of another site, beside this one.
    writeFileTree(elsewhere, {
      "docs/intro.md": "# Not this site's",
      "versions.json": JSON.stringify(["9.9"]),
      "docusaurus.config.js": "export default { i18n: { defaultLocale: 'xx' } };\n",
    });
  });
  afterEach(() => rmSync(elsewhere, { recursive: true, force: true }));

  it("takes no version's pages from a docs folder that links out of the site", async () => {
    writeFileTree(root, {
      "docusaurus.config.js": "export default {};\n",
      "versioned_docs/version-1.0/intro.md": "# 1.0",
    });
    symlinkSync(join(elsewhere, "docs"), join(root, "docs"));
    expect(await read()).toBeUndefined();
  });

  it("refuses a versions.json that links out of the site", async () => {
    writeFileTree(root, { "docusaurus.config.js": "export default {};\n", "docs/intro.md": "# Intro" });
    symlinkSync(join(elsewhere, "versions.json"), join(root, "versions.json"));
    await expect(read()).rejects.toThrow(
      "versions.json leads out of the folder through a symbolic link; it is not read",
    );
  });

  it("reads no Docusaurus config that links out of the site", async () => {
    writeFileTree(root, { "docs/intro.md": "# Intro" });
    symlinkSync(join(elsewhere, "docusaurus.config.js"), join(root, "docusaurus.config.js"));
    expect(await read()).toBeUndefined();
  });
});
