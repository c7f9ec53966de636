import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeFileTree } from "../../test-support/fileTree.js";
import {
  Computed,
  isLiteralObject,
  type Literal,
  LiteralCall,
  readModuleDefault,
  readModuleExport,
  unwrapCalls,
} from "./literalValue.js";

const tempRoot = mkdtempSync(join(tmpdir(), "rxdocs-literal-"));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

let siteCount = 0;

/** A new site folder holding these files. */
function site(files: Record<string, string>): string {
  const root = join(tempRoot, `site${++siteCount}`);
  writeFileTree(root, files);
  return root;
}

/** The default export of the first file, in a site of these files. */
async function defaultOf(files: Record<string, string>): Promise<Literal> {
  const root = site(files);
  return (await readModuleDefault(join(root, Object.keys(files)[0]!), root)).value;
}

describe("literals", () => {
  it("reads strings, numbers, booleans, null, undefined and negative numbers as they are", async () => {
    const value = await defaultOf({
      "config.js": `export default { a: "x", b: 'y', c: 1.5, d: -2, e: true, f: null, g: undefined, h: \`plain\` }`,
    });
    expect(value).toEqual({ a: "x", b: "y", c: 1.5, d: -2, e: true, f: null, g: undefined, h: "plain" });
  });

  it("joins templates and + of literal strings and numbers", async () => {
    const value = await defaultOf({
      "config.ts": 'const version = 3;\nexport default [`v${version}.${"x"}`, "a" + "b" + 1, 1 + 2]',
    });
    expect(value).toEqual(["v3.x", "ab1", 3]);
  });

  it("makes objects without a prototype, so that any key is only a key", async () => {
    const value = await defaultOf({ "config.js": `export default { constructor: 1, toString: "x" }` });
    expect(isLiteralObject(value)).toBe(true);
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(value).toEqual({ constructor: 1, toString: "x" });
  });

  it("merges spreads of literal arrays and objects in place", async () => {
    const value = await defaultOf({
      "config.ts": [
        "const base = { a: 1, b: 2 };",
        "const items = ['x', 'y'];",
        "export default { ...base, b: 3, list: [0, ...items, 'z'] }",
      ].join("\n"),
    });
    expect(value).toEqual({ a: 1, b: 3, list: [0, "x", "y", "z"] });
  });

  it('keeps a computed spread as a Computed in an array, and under "..." in an object', async () => {
    const root = site({
      "config.ts": [
        "export default {",
        "  list: [1, ...process.env.LIST, 2],",
        "  ...process.env.BASE,",
        "  title: 'T',",
        "}",
      ].join("\n"),
    });
    const file = join(root, "config.ts");
    const { value } = await readModuleDefault(file, root);
    expect(value).toEqual({
      list: [1, new Computed(file, 2, "process.env.LIST"), 2],
      "...": new Computed(file, 3, "process.env.BASE"),
      title: "T",
    });
  });

  it('reads a computed key that is a literal, and keeps any other under "[computed]"', async () => {
    const root = site({
      "config.ts": "const k = 'name';\nexport default { [k]: 1, ['x' + 'y']: 2,\n [process.env.K]: 3 }",
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({
      name: 1,
      xy: 2,
      "[computed]": new Computed(file, 3, "process.env.K"),
    });
  });

  it("follows shorthand properties to the names they stand for", async () => {
    expect(await defaultOf({ "config.ts": "const locales = { root: 'en' };\nexport default { locales }" })).toEqual({
      locales: { root: "en" },
    });
  });

  it("marks functions, methods and getters as computed, and keeps the other keys", async () => {
    const root = site({
      "config.ts": [
        "export default {",
        "  a: () => 1,",
        "  b() { return 2 },",
        "  get c() { return 3 },",
        "  d: 4,",
        "}",
      ].join("\n"),
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({
      a: new Computed(file, 2, "a function"),
      b: new Computed(file, 3, "a function"),
      c: new Computed(file, 4, "a getter"),
      d: 4,
    });
  });

  it("sees through TypeScript's as, satisfies, <T>x and x!", async () => {
    const value = await defaultOf({
      "config.ts": "const a = { x: 1 } as const;\nexport default [a satisfies object, <number>2, a!.x, (('p'))]",
    });
    expect(value).toEqual([{ x: 1 }, 2, 1, "p"]);
  });

  it("sees through a JSDoc cast, which is only parentheses", async () => {
    const value = await defaultOf({
      "config.js": "module.exports = /** @type {import('x').Config} */ ({ title: 'T' });",
    });
    expect(value).toEqual({ title: "T" });
  });

  it("reads members of literal objects and arrays", async () => {
    const value = await defaultOf({
      "config.ts": [
        "const config = { themeConfig: { nav: ['a', 'b'] }, 'odd key': 1 };",
        "export default [config.themeConfig, config.themeConfig.nav[1], config['odd key'], config.missing, config.themeConfig.nav.length, config.none?.deeper]",
      ].join("\n"),
    });
    expect(value).toEqual([{ nav: ["a", "b"] }, "b", 1, undefined, 2, undefined]);
  });

  it("takes the branch a literal test chooses, and marks a computed test", async () => {
    const root = site({
      "config.ts": [
        "const isProd = false;",
        "export default [isProd ? 'p' : 'd', isProd || 'fallback', null ?? 'n', isProd && 'never',",
        "  process.env.CI ? 1 : 2]",
      ].join("\n"),
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual([
      "d",
      "fallback",
      "n",
      false,
      new Computed(file, 3, "process.env.CI"),
    ]);
  });

  it("marks a template with a computed part as computed, where the part is", async () => {
    const root = site({ "config.ts": "export default {\n  title: `Vite${process.env.SUFFIX}`,\n}" });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({ title: new Computed(file, 2, "process.env.SUFFIX") });
  });
});

describe("names", () => {
  it("follows const, let and var declared at the top level, in any order", async () => {
    const value = await defaultOf({
      "config.js": "export default { a, b, c };\nconst a = 1;\nlet b = [a];\nvar c = { b };",
    });
    expect(value).toEqual({ a: 1, b: [1], c: { b: [1] } });
  });

  it("marks a name changed after its declaration as computed, where it changes", async () => {
    const root = site({ "config.js": "const links = ['a'];\nlinks.push('b');\nexport default { links }" });
    const file = join(root, "config.js");
    expect((await readModuleDefault(file, root)).value).toEqual({
      links: new Computed(file, 2, "links is changed after its declaration"),
    });
  });

  it("marks a cycle of names as computed instead of looping", async () => {
    const root = site({ "config.ts": "const a = { b: b };\nconst b = { a: a };\nexport default a" });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({
      b: { a: new Computed(file, 2, "a cycle through a") },
    });
  });

  it("reads a name destructured from a literal object", async () => {
    expect(
      await defaultOf({ "config.ts": "const { a, b: renamed } = { a: 1, b: 2 };\nexport default [a, renamed]" }),
    ).toEqual([1, 2]);
  });

  it("marks an unknown global as computed, and knows undefined, NaN and Infinity", async () => {
    const root = site({ "config.ts": "export default [undefined, Infinity,\n window]" });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual([
      undefined,
      Infinity,
      new Computed(file, 2, "the global window"),
    ]);
  });
});

describe("exports", () => {
  it("reads module.exports, export = and export default function with a single return", async () => {
    expect(await defaultOf({ "sidebars.js": "module.exports = { docs: ['intro'] };" })).toEqual({ docs: ["intro"] });
    expect(await defaultOf({ "config.ts": "export = { a: 1 };" })).toEqual({ a: 1 });
    expect(await defaultOf({ "config.ts": "export default function () {\n  return { a: 1 };\n}" })).toEqual({ a: 1 });
  });

  it("reads an async configuration function as what it returns, since the tool awaits it", async () => {
    expect(await defaultOf({ "config.js": "module.exports = async function config() { return { a: 1 } }" })).toEqual({
      a: 1,
    });
  });

  it("marks what the tool would pass to a configuration function as computed", async () => {
    const root = site({
      "config.ts": "export default (env, { mode }) => ({\n  base: env.base,\n  dev: mode === 'dev',\n  title: 'T' })",
    });
    const file = join(root, "config.ts");
    expect((await readModuleDefault(file, root)).value).toEqual({
      base: new Computed(file, 1, "a value the tool passes to the configuration"),
      dev: new Computed(file, 1, "a destructured parameter"),
      title: "T",
    });
  });

  it("reads named exports: export const, export { x as name }, exports.name", async () => {
    const root = site({
      "a.ts": "export const locales = { root: 'en' };",
      "b.ts": "const x = [1];\nexport { x as items };",
      "c.js": "exports.title = 'T';",
    });
    expect((await readModuleExport(join(root, "a.ts"), root, "locales")).value).toEqual({ root: "en" });
    expect((await readModuleExport(join(root, "b.ts"), root, "items")).value).toEqual([1]);
    expect((await readModuleExport(join(root, "c.js"), root, "title")).value).toEqual("T");
    expect((await readModuleDefault(join(root, "c.js"), root)).value).toEqual({ title: "T" });
  });

  it("gives undefined for an export the module does not have", async () => {
    const root = site({ "a.ts": "export const a = 1;" });
    expect((await readModuleExport(join(root, "a.ts"), root, "b")).value).toBeUndefined();
    expect((await readModuleDefault(join(root, "a.ts"), root)).value).toBeUndefined();
  });
});

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
