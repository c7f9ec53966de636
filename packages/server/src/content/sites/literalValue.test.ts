// The literal reader on one file: the values written in it, the names it declares, what it exports.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { literalSites } from "../../test-support/literalSites.js";
import { Computed, isLiteralObject, readModuleDefault, readModuleExport } from "./literalValue.js";

const { site, defaultOf } = literalSites();

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
