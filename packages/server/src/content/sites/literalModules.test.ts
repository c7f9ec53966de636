// The literal reader across a site's files: imports, calls of the site's own functions, module
// paths, and configurations that are hostile or cannot be read.
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { literalSites } from "../../test-support/literalSites.js";
import { Computed, LiteralCall, readModuleDefault, unwrapCalls } from "./literalValue.js";

const { site, defaultOf } = literalSites();

describe("imports", () => {
  it("reads default, named and namespace imports of the site's TypeScript and JavaScript files", async () => {
    const root = site({
      ".vitepress/config.mts": [
        "import en from '../en/config'",
        "import { sidebar, nav as topNav } from './parts.js'",
        "import * as meta from './meta.mjs'",
        "export default { en, sidebar, topNav, title: meta.title }",
      ].join("\n"),
      "en/config.ts": "export default { lang: 'en-US' }",
      ".vitepress/parts.ts": "export const sidebar = ['a'];\nexport const nav = ['b'];",
      ".vitepress/meta.mjs": "export const title = 'T';\nexport const unused = 1;",
    });
    const { value, files } = await readModuleDefault(join(root, ".vitepress/config.mts"), root);
    expect(value).toEqual({ en: { lang: "en-US" }, sidebar: ["a"], topNav: ["b"], title: "T" });
    expect(files).toEqual(
      [".vitepress/config.mts", "en/config.ts", ".vitepress/parts.ts", ".vitepress/meta.mjs"].map((f) => join(root, f)),
    );
  });

  it("finds a folder's index file", async () => {
    const root = site({
      "config.ts": "import { a } from './lib'\nexport default a",
      "lib/index.ts": "export const a = 1",
    });
    expect((await readModuleDefault(join(root, "config.ts"), root)).value).toBe(1);
  });

  it("reads JSON files, with `with { type: 'json' }` too, and their keys as named imports", async () => {
    const value = await defaultOf({
      "config.ts":
        "import data from './data.json' with { type: 'json' }\nimport { version } from './data.json'\nexport default { data, version }",
      "data.json": '{ "version": "1.2.0", "list": [1] }',
    });
    expect(value).toEqual({ data: { version: "1.2.0", list: [1] }, version: "1.2.0" });
  });

  it("reads require of the site's modules and JSON files", async () => {
    const value = await defaultOf({
      "docusaurus.config.js": [
        "const sidebars = require('./sidebars');",
        "const versions = require('./versions.json');",
        "const esm = require('./esm.mjs').default;",
        "module.exports = { sidebars, versions, esm };",
      ].join("\n"),
      "sidebars.js": "module.exports = { docs: ['intro'] };",
      "versions.json": '["2.0", "1.0"]',
      "esm.mjs": "export default 'from esm';",
    });
    expect(value).toEqual({ sidebars: { docs: ["intro"] }, versions: ["2.0", "1.0"], esm: "from esm" });
  });

  it("follows re-exports: export { a as b } from, export * from", async () => {
    const value = await defaultOf({
      "config.ts": "import { b, c } from './index.js'\nexport default [b, c]",
      "index.ts": "export { a as b } from './a.js'\nexport * from './c.js'",
      "a.ts": "export const a = 'A'",
      "c.ts": "export const c = 'C'",
    });
    expect(value).toEqual(["A", "C"]);
  });

  it("marks a value imported from a package as computed, where it is used", async () => {
    const root = site({
      "config.ts": "import { version } from 'vitepress/package.json'\nexport default {\n  text: version }",
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({
      text: new Computed(file, 3, 'imported from "vitepress/package.json"'),
    });
  });

  it("an import of a file outside the site is computed, never read", async () => {
    const root = site({
      "docs/config.js": "import outside from '../outside.js'\nexport default { outside }",
      "outside.js": "export default 1",
    });
    const docs = join(root, "docs");
    const file = join(docs, "config.js");
    const { value, files } = await readModuleDefault(file, docs);
    expect(value).toEqual({ outside: new Computed(file, 2, '"../outside.js" is outside the site') });
    expect(files).toEqual([file]);
  });

  it("a symbolic link that leads out of the site is computed, never read", async () => {
    const root = site({
      "docs/config.js": "import secret from './secret.js'\nexport default secret",
      "secret.js": "export default 1",
    });
    symlinkSync(join(root, "secret.js"), join(root, "docs/secret.js"));
    const file = join(root, "docs/config.js");
    const { value, files } = await readModuleDefault(file, join(root, "docs"));
    expect(value).toBeInstanceOf(Computed);
    expect((value as Computed).reason).toMatch(/^"\.\/secret\.js" leads out of the folder through a symbolic link/);
    expect(files).toEqual([file]);
  });

  it("marks an import of a missing file, or of a file that does not parse, as computed", async () => {
    const root = site({
      "config.ts": "import a from './missing'\nimport b from './broken'\nexport default [a, b]",
      "broken.ts": "export default {",
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual([
      new Computed(file, 3, '"./missing" is not found'),
      new Computed(file, 3, "broken.ts:1: not valid JavaScript or TypeScript: Unexpected token"),
    ]);
  });

  it("marks a cycle of imports as computed instead of looping", async () => {
    const root = site({
      "a.ts": "import { b } from './b'\nexport const a = { b }\nexport default a",
      "b.ts": "import { a } from './a'\nexport const b = { a }",
    });
    const file = join(root, "a.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({
      b: { a: new Computed(join(root, "b.ts"), 2, "a cycle through a") },
    });
  });
});

describe("calls", () => {
  it("keeps a call of a package's function as a LiteralCall, under the name the package gives it", async () => {
    const root = site({
      "config.ts": [
        "import { defineConfig as define } from 'vitepress'",
        "import starlight from '@astrojs/starlight'",
        "export default define({",
        "  integrations: [starlight({ title: 'T' })],",
        "  keys: Object.keys({ a: 1 }),",
        "})",
      ].join("\n"),
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual(
      new LiteralCall(
        "defineConfig",
        [
          {
            integrations: [new LiteralCall("starlight", [{ title: "T" }], file, 4)],
            keys: new LiteralCall("Object.keys", [{ a: 1 }], file, 5),
          },
        ],
        file,
        3,
      ),
    );
  });

  it("keeps new of a global as a LiteralCall named with new", async () => {
    const root = site({ "config.ts": "export default new Map([['a', 1]])" });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual(new LiteralCall("new Map", [[["a", 1]]], file, 1));
  });

  it("unwraps the wrappers it is told, however deep, and leaves anything else", async () => {
    const root = site({
      "config.ts":
        "import { defineConfig } from 'vitepress'\nimport { withMermaid } from 'vitepress-plugin-mermaid'\nexport default withMermaid(defineConfig({ title: 'T' }))",
    });
    const { value } = await readModuleDefault(join(root, "config.ts"), root);
    expect(unwrapCalls(value, ["withMermaid", "defineConfig"])).toEqual({ title: "T" });
    expect(unwrapCalls(value, ["defineConfig"])).toBe(value);
    expect(unwrapCalls("plain", ["defineConfig"])).toBe("plain");
  });

  it("reads a call of the site's own function with a single return, its parameters bound to the arguments", async () => {
    const value = await defaultOf({
      "config.ts": [
        "import { sidebarFor } from './sidebar'",
        "import * as helpers from './helpers'",
        "const item = (text: string, link = `/${text}`) => ({ text, link })",
        "function nav() {",
        "  return [item('guide'), item('api', '/reference/')]",
        "}",
        "export default { nav: nav(), sidebar: sidebarFor('/en/'), footer: helpers.footer('MIT') }",
      ].join("\n"),
      "sidebar.ts":
        "export const sidebarFor = function (base: string, ...rest: string[]) { return { base, items: rest } }",
      "helpers.ts": "export function footer(licence) { return `Released under the ${licence} licence` }",
    });
    expect(value).toEqual({
      nav: [
        { text: "guide", link: "/guide" },
        { text: "api", link: "/reference/" },
      ],
      sidebar: { base: "/en/", items: [] },
      footer: "Released under the MIT licence",
    });
  });

  it("marks a call of a function that does more than return as computed", async () => {
    const root = site({
      "config.ts":
        "function sidebarFor(base) {\n  const items = [];\n  return items;\n}\nexport default {\n  sidebar: sidebarFor('/') }",
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({
      sidebar: new Computed(file, 6, "a call of sidebarFor"),
    });
  });

  it("stops a function that calls itself at a depth limit", async () => {
    const root = site({ "config.ts": "const f = (n) => [n, f(n + 1)]\nexport default f(0)" });
    let value = (await readModuleDefault(join(root, "config.ts"), root)).value;
    let depth = 0;
    while (Array.isArray(value)) {
      value = value[1];
      depth++;
    }
    expect(depth).toBe(20);
    expect(value).toEqual(new Computed(join(root, "config.ts"), 1, "calls nested more than 20 deep"));
  });

  it("marks process.env and methods of the site's values as computed", async () => {
    const root = site({
      "config.ts":
        "const members = ['a'];\nexport default [process.env.TITLE,\n members.map((m) => m),\n new Date().getFullYear()]",
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual([
      new Computed(file, 2, "process.env.TITLE"),
      new Computed(file, 3, "a call of members.map"),
      new Computed(file, 4, "a call of new Date(…).getFullYear"),
    ]);
  });
});

describe("paths", () => {
  it("reads path.resolve and path.join from __dirname relative to the module's folder", async () => {
    const value = await defaultOf({
      "website/docusaurus.config.js": [
        "const path = require('path');",
        "const { join } = require('node:path');",
        "module.exports = [",
        "  path.resolve(__dirname, './sidebars.json'),",
        "  join(__dirname, '..', 'docs', 'intro.md'),",
        "  path.resolve(__dirname),",
        "  require.resolve('./src/plugin'),",
        "];",
      ].join("\n"),
    });
    expect(value).toEqual(["./sidebars.json", "../docs/intro.md", "./", "./src/plugin"]);
  });

  it("reads paths from import.meta.url", async () => {
    const value = await defaultOf({
      "astro.config.mjs": [
        "import { fileURLToPath } from 'node:url';",
        "import { dirname, resolve } from 'node:path';",
        "const here = dirname(fileURLToPath(import.meta.url));",
        "export default [",
        "  fileURLToPath(new URL('./src/styles', import.meta.url)),",
        "  new URL('../shared/', import.meta.url).pathname,",
        "  resolve(here, 'public'),",
        "  import.meta.dirname,",
        "];",
      ].join("\n"),
    });
    expect(value).toEqual(["./src/styles", "../shared", "./public", "./"]);
  });

  it("marks __dirname alone, a path built from a computed part and a bare file URL as computed", async () => {
    const root = site({
      "config.js": [
        "import path from 'node:path';",
        "export default [__dirname,",
        "  path.resolve(__dirname, process.env.DOCS),",
        "  new URL('./x', import.meta.url)]",
      ].join("\n"),
    });
    const file = join(root, "config.js");
    expect((await readModuleDefault(file, root)).value).toEqual([
      new Computed(file, 2, "__dirname"),
      new Computed(file, 3, "process.env.DOCS"),
      new Computed(file, 4, "a URL of the module's place"),
    ]);
  });

  it("keeps path.resolve without __dirname, which depends on the working folder, as a call", async () => {
    const root = site({ "config.js": "import path from 'node:path';\nexport default path.resolve('src/custom.css')" });
    const file = join(root, "config.js");
    expect((await readModuleDefault(file, root)).value).toEqual(
      new LiteralCall("path.resolve", ["src/custom.css"], file, 2),
    );
  });
});

describe("hostile configurations", () => {
  /** `const v0 = first; const v1 = step(v0); …` `times` times, the last one exported. */
  const chainOf = (first: string, step: (previous: string) => string, times = 40) =>
    [
      `const v0 = ${first};`,
      ...Array.from({ length: times }, (_, i) => `const v${i + 1} = ${step(`v${i}`)};`),
      `export default v${times};`,
    ].join("\n");

  it("stops a value that doubles at each step before it fills the memory", async () => {
    const arrays = JSON.stringify(await defaultOf({ "config.js": chainOf("[1, 2]", (v) => `[...${v}, ...${v}]`) }));
    expect(arrays).toContain("more than a configuration is read for");
    const strings = await defaultOf({ "config.js": chainOf("'xxxxxxxxxx'", (v) => `${v} + ${v}`) });
    expect(strings).toMatchObject({ reason: "a string too long to be configuration" });
  });

  it("stops a chain of names before the reader's stack overflows", async () => {
    expect(await defaultOf({ "config.js": chainOf("1", (v) => v, 300) })).toMatchObject({
      reason: "names nested more than 200 deep",
    });
  });
});

describe("files that cannot be read", () => {
  it("throws a one-line error naming the file and the line when the module does not parse", async () => {
    const root = site({ "config.ts": "export default {\n  title: 'T',,\n}" });
    await expect(readModuleDefault(join(root, "config.ts"), root)).rejects.toThrow(
      /^config\.ts:2: not valid JavaScript or TypeScript: Unexpected token$/,
    );
  });

  it("refuses a module outside the site", async () => {
    const root = site({ "docs/a.ts": "export default 1", "other/b.ts": "export default 2" });
    await expect(readModuleDefault(join(root, "other/b.ts"), join(root, "docs"))).rejects.toThrow(
      /is outside the site/,
    );
  });

  it("reads JavaScript files with JSX, and TypeScript files with <T> casts", async () => {
    expect(await defaultOf({ "a.jsx": "export default { icon: <span />, label: 'x' }" })).toMatchObject({ label: "x" });
    expect(await defaultOf({ "a.ts": "export default <const>['x']" })).toEqual(["x"]);
  });
});
