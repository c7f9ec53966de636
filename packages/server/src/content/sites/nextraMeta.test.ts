// Nextra's _meta files read as data: each entry's title and settings, in the file's order.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentWarning } from "../model.js";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { findGlobalMetaFile, findMetaFile, readMetaFile } from "./nextraMeta.js";

afterEach(removeMadeFolders);

async function read(name: string, text: string) {
  const root = await makeFolder({ [name]: text });
  const warnings: ContentWarning[] = [];
  const record = await readMetaFile(root, path.join(root, name), warnings);
  return { record, warnings };
}

describe("a _meta file", () => {
  it("lists its entries in order, each a title or settings, with `*` as every entry's defaults", async () => {
    const { record, warnings } = await read(
      "_meta.js",
      `export default {
  '*': { type: 'page', title: 'ignored' },
  index: 'Home',
  guide: '',
  '---': { type: 'separator', title: 'More' },
  legacy: { display: 'hidden' },
  github: { title: 'GitHub', href: 'https://github.com/o/r' },
  company: { type: 'menu', title: 'Company', items: { about: 'About', mail: { title: 'Mail', href: 'mailto:a@b.c' } } }
}
`,
    );
    expect(warnings).toEqual([]);
    expect(record).toEqual({
      source: "_meta.js",
      fallback: { type: "page", display: undefined },
      items: [
        { key: "index", title: "Home" },
        { key: "guide" },
        { key: "---", type: "separator", title: "More" },
        { key: "legacy", display: "hidden" },
        { key: "github", title: "GitHub", href: "https://github.com/o/r" },
        {
          key: "company",
          type: "menu",
          title: "Company",
          items: [
            { key: "about", title: "About" },
            { key: "mail", title: "Mail", href: "mailto:a@b.c" },
          ],
        },
      ],
    });
  });

  it("is Nextra 2's _meta.json too, where a key starting with --- is a separator", async () => {
    const { record } = await read("_meta.json", JSON.stringify({ intro: "Intro", "--- more": "More" }));
    expect(record?.items).toEqual([
      { key: "intro", title: "Intro" },
      { key: "--- more", title: "More", type: "separator" },
    ]);
  });

  it("holds a folder's own entries under `items` in a _meta.global file", async () => {
    const { record } = await read(
      "_meta.global.ts",
      "export default { docs: { type: 'page', items: { install: 'Install', api: { items: { client: '' } } } } }\n",
    );
    expect(record?.items[0]).toEqual({
      key: "docs",
      type: "page",
      folder: {
        source: "_meta.global.ts",
        fallback: {},
        items: [
          { key: "install", title: "Install" },
          { key: "api", folder: { source: "_meta.global.ts", fallback: {}, items: [{ key: "client" }] } },
        ],
      },
    });
  });

  it("says where its values are not Nextra's, and reads the rest", async () => {
    const { record, warnings } = await read(
      "_meta.ts",
      `import { titleOf } from './titles'
export default {
  a: { type: 'chapter', display: 'folded' },
  b: 42,
  c: titleOf('c'),
  d: { title: 7, href: 8 }
}
`,
    );
    expect(record?.items.map((item) => item.key)).toEqual(["a", "b", "c", "d"]);
    expect(warnings).toEqual([
      { path: "_meta.ts", message: 'a.type is "chapter", none of "page", "doc", "separator", "menu"; it is left out' },
      { path: "_meta.ts", message: 'a.display is "folded", none of "normal", "hidden", "children"; it is left out' },
      { path: "_meta.ts", message: 'the entry "b" is 42; it is read as having no settings' },
      {
        path: "_meta.ts",
        line: 5,
        message: expect.stringMatching(/^the entry "c" is .+; it is read as having no settings$/),
      },
      { path: "_meta.ts", message: "d.title is 7; it is left out" },
      { path: "_meta.ts", message: "d.href is 8; it is no link" },
    ]);
  });

  it("that is no object of entries, or no JavaScript, is a warning and no record", async () => {
    expect(await read("_meta.js", "export default ['a', 'b']\n")).toEqual({
      record: undefined,
      warnings: [
        {
          path: "_meta.js",
          message: "the file's default export is an array, not an object of entries; the folder's own order is used",
        },
      ],
    });
    const broken = await read("_meta.js", "export default {\n");
    expect(broken.record).toBeUndefined();
    expect(broken.warnings).toEqual([
      {
        path: "_meta.js",
        message: expect.stringMatching(
          /^_meta\.js:\d+: not valid JavaScript or TypeScript: .*; the folder's own order is used$/,
        ),
      },
    ]);
  });
});

describe("finding a folder's _meta file", () => {
  it("prefers the language's own, then JSON, then a script; and finds the global one in app/", async () => {
    const root = await makeFolder({
      "pages/_meta.json": "{}",
      "pages/_meta.fr.js": "export default {}",
      "docs/_meta.tsx": "export default {}",
      "app/_meta.global.jsx": "export default {}",
    });
    expect(await findMetaFile(root, path.join(root, "pages"))).toBe(path.join(root, "pages/_meta.json"));
    expect(await findMetaFile(root, path.join(root, "pages"), "fr")).toBe(path.join(root, "pages/_meta.fr.js"));
    expect(await findMetaFile(root, path.join(root, "pages"), "de")).toBe(path.join(root, "pages/_meta.json"));
    expect(await findMetaFile(root, path.join(root, "docs"))).toBe(path.join(root, "docs/_meta.tsx"));
    expect(await findGlobalMetaFile(root, path.join(root, "app"))).toBe(path.join(root, "app/_meta.global.jsx"));
  });
});
