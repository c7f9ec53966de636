// docusaurus.config.* read as Docusaurus reads it, without running it.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readDocusaurusConfig } from "./docusaurusConfig.js";

afterEach(removeMadeFolders);

/** The config of a site holding these files, read from the first one. */
async function configOf(files: Record<string, string>) {
  const root = await makeFolder(files);
  return readDocusaurusConfig(path.join(root, Object.keys(files)[0]!), root);
}

describe("a Docusaurus config", () => {
  it("gives the site's title, tagline, logo, languages and the classic preset's docs options", async () => {
    const config = await configOf({
      "docusaurus.config.ts": `import type { Config } from "@docusaurus/types";
const config: Config = {
  title: "Widget",
  tagline: "Widgets for every screen",
  baseUrl: "/widget/",
  trailingSlash: true,
  i18n: { defaultLocale: "fr", locales: ["fr", "en"], localeConfigs: { en: { label: "English", path: "english" } } },
  presets: [["@docusaurus/preset-classic", {
    docs: { path: "content", routeBasePath: "/manual/", sidebarPath: require.resolve("./sidebars.js"),
            editUrl: "https://github.com/o/r/tree/main/", lastVersion: "current",
            versions: { current: { label: "Next", path: "edge" } } },
  }]],
  themeConfig: { navbar: { logo: { alt: "Widget", src: "img/logo.svg" }, items: [{ to: "/blog", label: "Blog" }] } },
};
export default config;
`,
    });
    expect(config).toMatchObject({
      title: "Widget",
      tagline: "Widgets for every screen",
      logo: "img/logo.svg",
      baseUrl: "/widget/",
      trailingSlash: true,
      defaultLocale: "fr",
      locales: ["fr", "en"],
      localePaths: new Map([["en", "english"]]),
      docs: {
        path: "content",
        routeBasePath: "manual",
        sidebarPath: "./sidebars.js",
        editUrl: "https://github.com/o/r/tree/main/",
        lastVersion: "current",
        includeCurrentVersion: true,
        versionPaths: new Map([["current", "edge"]]),
      },
      navbarItems: [{ to: "/blog", label: "Blog" }],
      warnings: [],
    });
    expect(config.siteDir).toBe(path.dirname(config.file));
  });

  it("has the docs plugin's defaults when it names no docs options, as the classic template and rxdocs' export write it", async () => {
    const config = await configOf({ "docusaurus.config.js": "export default { i18n: { defaultLocale: 'en' } };\n" });
    expect(config.docs).toEqual({
      path: "docs",
      routeBasePath: "docs",
      includeCurrentVersion: true,
      versionPaths: new Map(),
    });
    expect(config.baseUrl).toBe("/");
  });

  it("reads module.exports, and a config function with a single return", async () => {
    const cjs = await configOf({ "docusaurus.config.cjs": "module.exports = { title: 'CommonJS' };\n" });
    expect(cjs.title).toBe("CommonJS");
    const fn = await configOf({
      "docusaurus.config.mjs": "export default async function createConfig() {\n  return { title: 'Async' };\n}\n",
    });
    expect(fn.title).toBe("Async");
  });

  it("reads the options of the docs plugin when the preset turns its docs off, and has no docs without the plugin", async () => {
    const plugin = await configOf({
      "docusaurus.config.js": `module.exports = {
  presets: [["classic", { docs: false }]],
  plugins: [["@docusaurus/plugin-content-docs", { path: "guides", routeBasePath: "/", sidebarPath: false }]],
};`,
    });
    expect(plugin.docs).toMatchObject({ path: "guides", routeBasePath: "", sidebarPath: false });
    const none = await configOf({
      "docusaurus.config.js": "module.exports = { presets: [['classic', { docs: false }]] };",
    });
    expect(none.docs).toBeUndefined();
  });

  it("reads the sidebars path written with path.resolve from the config's folder", async () => {
    const config = await configOf({
      "website/docusaurus.config.js": `const path = require("path");
module.exports = { presets: [["classic", { docs: { path: "../docs", sidebarPath: path.resolve(__dirname, "./sidebars.json") } }]] };`,
    });
    expect(config.docs).toMatchObject({ path: "../docs", sidebarPath: "./sidebars.json" });
  });

  it("keeps Docusaurus' default for a computed value, with one warning at its file and line", async () => {
    const config = await configOf({
      "docusaurus.config.js": `const locale = process.env.LOCALE;
module.exports = {
  title: process.env.TITLE,
  i18n: { defaultLocale: locale },
  presets: [["classic", {
    docs: {
      editUrl: ({ docPath }) => "https://example.com/" + docPath,
    },
  }]],
};`,
    });
    expect(config.title).toBeUndefined();
    expect(config.defaultLocale).toBe("en");
    expect(config.docs?.editUrl).toBeUndefined();
    expect(config.warnings).toEqual([
      {
        path: "docusaurus.config.js",
        line: 3,
        message: "title is computed (process.env.TITLE); the site has no title",
      },
      {
        path: "docusaurus.config.js",
        line: 1,
        message: 'i18n.defaultLocale is computed (process.env.LOCALE); the language is "en"',
      },
      {
        path: "docusaurus.config.js",
        line: 7,
        message: "docs.editUrl is computed (a function); pages have no edit address",
      },
    ]);
  });

  it("says what it leaves out: a value of the wrong type, a second docs plugin", async () => {
    const config = await configOf({
      "docusaurus.config.js": `module.exports = {
  title: 42,
  plugins: [["content-docs", { id: "api", path: "api" }]],
};`,
    });
    expect(config.docs).toMatchObject({ path: "docs" });
    expect(config.warnings).toEqual([
      { path: "docusaurus.config.js", message: "title must be a string; the site has no title" },
      {
        path: "docusaurus.config.js",
        message: 'the docs plugin "api" is a second set of docs, which rxdocs does not read',
      },
    ]);
  });

  it("refuses a config that does not parse, naming the file and line", async () => {
    await expect(configOf({ "docusaurus.config.js": "module.exports = {\n  title: 'x',,\n};" })).rejects.toThrow(
      /^docusaurus\.config\.js:2: /,
    );
  });
});
