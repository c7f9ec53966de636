// A Fumadocs site read as Fumadocs builds it: its docs folder, its languages, its page tree from
// its meta files, and the addresses its loader gives its pages, from files read without running them.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import {
  FUMADOCS_CHINESE_SIDEBAR,
  FUMADOCS_SIDEBAR,
  writeFumadocsSite,
} from "../../test-support/toolSites/fumadocs.js";
import type { FolderContent, MenuSource } from "../model.js";
import { readSiteSlot } from "./readSiteSlot.js";
import { fumadocsSite } from "./fumadocs.js";
import type { ContentSlot, SiteDescription } from "./siteReader.js";

afterEach(removeMadeFolders);

const FUMADOCS = {
  "package.json": JSON.stringify({
    name: "docs",
    dependencies: { "fumadocs-core": "^15.0.0", "fumadocs-mdx": "^11.0.0" },
  }),
};

/** The listed menus' names, as a sidebar shows them; unlisted ones marked. */
function sidebarOf(content: FolderContent, { withUnlisted = false } = {}): string[] {
  const lines: string[] = [];
  const children = (parent: string | null) =>
    content.menus.filter((menu) => menu.parentCode === parent).sort((a, b) => a.sort - b.sort);
  const walk = (menu: MenuSource, depth: number) => {
    if (menu.navHidden && !withUnlisted) return;
    lines.push(`${"  ".repeat(depth)}${menu.menuName}${menu.navHidden ? " (unlisted)" : ""}`);
    for (const child of children(menu.menuCode)) walk(child, depth + 1);
  };
  for (const menu of children(null)) walk(menu, 0);
  return lines;
}

const readSlot = (site: SiteDescription, slot: ContentSlot = site.slots[0]!) => readSiteSlot(site, slot);

async function readSite(files: Record<string, string>): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder(files);
  const site = await fumadocsSite.read(root);
  if (!site) throw new Error("not read as a Fumadocs site");
  return { root, site };
}

async function fixture(): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder({});
  writeFumadocsSite(root);
  return { root, site: (await fumadocsSite.read(root))! };
}

describe("a Fumadocs site", () => {
  it("shows its pages as its meta files order them, and leaves what they exclude unlisted", async () => {
    const { site } = await fixture();
    const content = await readSlot(site);
    expect(content.problems).toEqual([]);
    expect(content.warnings).toEqual([]);
    expect(sidebarOf(content)).toEqual(FUMADOCS_SIDEBAR);
    expect(sidebarOf(content, { withUnlisted: true }).at(-1)).toBe("Internal notes (unlisted)");
  });

  it("has a language for each of its i18n config's, whose pages and meta files are named with it", async () => {
    const { root, site } = await fixture();
    expect(site.slots.map(({ lang, dir }) => [lang, dir])).toEqual([
      ["en", `${root}/content/docs`],
      ["zh", `${root}/content/docs`],
    ]);
    expect(site.settings).toEqual({ lang: "en" });
    expect(site.sources).toEqual({
      navigation: [
        "content/docs/api/meta.json",
        "content/docs/guides/meta.json",
        "content/docs/meta.cn.json",
        "content/docs/meta.json",
      ],
      languages: ["lib/i18n.ts"],
      versions: [],
      settings: [],
    });
    expect(site.warnings).toEqual([]);
    // The pages Chinese lacks are the default language's, which rxdocs shows in their stead.
    expect(sidebarOf(await readSlot(site, site.slots[1]))).toEqual(FUMADOCS_CHINESE_SIDEBAR);
  });

  it("gives its pages the loader's addresses, which links written to them lead to", async () => {
    const { site } = await fixture();
    const [english, chinese] = site.slots;
    expect(english!.addressesOf?.("guides/deploy.mdx", {})).toEqual(["/docs/guides/deploy", "/en/docs/guides/deploy"]);
    expect(english!.addressesOf?.("(legacy)/old-cli.mdx", {})).toEqual(["/docs/old-cli", "/en/docs/old-cli"]);
    expect(chinese!.addressesOf?.("guides/index.mdx", {})).toEqual(["/cn/docs/guides", "/docs/guides"]);
    const content = await readSlot(site);
    const body = (file: string) => content.articles.find((article) => article.sourceFile === file)?.articleMd;
    expect(body("quickstart.mdx")).toContain("[deploy](/view?path=guides-deploy)");
    expect(content.site.home?.articleMd).toContain("[quickstart](/view?path=quickstart)");
  });

  it("takes its docs folder from defineDocs and its base address from a loader it destructures", async () => {
    const { root, site } = await readSite({
      ...FUMADOCS,
      "source.config.mts":
        "import { defineDocs } from 'fumadocs-mdx/config'\nexport const docs = defineDocs({ dir: './documentation' })\n",
      "app/source.ts":
        "import { loader } from 'fumadocs-core/source'\nexport const { getPage, pageTree } = loader({ baseUrl: '/guide/', source: docs })\n",
      "documentation/index.mdx": "---\ntitle: Home\n---\n",
      "documentation/setup.mdx": "---\ntitle: Setup\n---\n",
    });
    expect(site.slots).toMatchObject([{ lang: "en", dir: `${root}/documentation` }]);
    expect(site.slots[0]!.addressesOf?.("setup.mdx", {})).toEqual(["/guide/setup"]);
    expect(site.settings).toEqual({});
  });

  it("reads the languages of the `dir` parser from a folder each, meta files falling back to the default language's", async () => {
    const { root, site } = await readSite({
      ...FUMADOCS,
      "lib/i18n.ts": "export const i18n = { defaultLanguage: 'en', languages: ['en', 'fr'], parser: 'dir' }\n",
      "content/docs/en/meta.json": JSON.stringify({ pages: ["b", "a"] }),
      "content/docs/en/a.mdx": "---\ntitle: A\n---\n",
      "content/docs/en/b.mdx": "---\ntitle: B\n---\n",
      "content/docs/fr/a.mdx": "---\ntitle: A en français\n---\n",
      "content/docs/fr/b.mdx": "---\ntitle: B en français\n---\n",
    });
    expect(site.slots.map(({ lang, dir }) => [lang, dir])).toEqual([
      ["en", `${root}/content/docs/en`],
      ["fr", `${root}/content/docs/fr`],
    ]);
    expect(sidebarOf(await readSlot(site, site.slots[1]))).toEqual(["B en français", "A en français"]);
    expect(site.slots[1]!.addressesOf?.("a.mdx", {})).toEqual(["/fr/docs/a", "/docs/a"]);
  });

  it("takes the languages from the files' names where the config computes them, and says so", async () => {
    const { site } = await readSite({
      ...FUMADOCS,
      "lib/i18n.ts":
        "import { defineI18n } from 'fumadocs-core/i18n'\nimport { LANGS } from '@/langs'\nexport const i18n = defineI18n({ defaultLanguage: 'en', languages: LANGS })\n",
      "content/docs/index.mdx": "---\ntitle: Home\n---\n",
      "content/docs/index.ja.mdx": "---\ntitle: ホーム\n---\n",
      "content/docs/index.es.mdx": "---\ntitle: Inicio\n---\n",
    });
    expect(site.slots.map(({ lang }) => lang)).toEqual(["en", "es", "ja"]);
    expect(site.warnings).toEqual([
      {
        path: "lib/i18n.ts",
        line: 3,
        message: expect.stringMatching(/^languages is .+; the languages are taken from the files' names$/),
      },
    ]);
  });

  it("says which meta files cannot be read, and orders their folders by name", async () => {
    const { site } = await readSite({
      ...FUMADOCS,
      "content/docs/meta.json": "{ not json",
      "content/docs/guide/meta.yaml": "title: The guide\npages:\n  - second\n  - first\n",
      "content/docs/guide/first.mdx": "---\ntitle: First\n---\n",
      "content/docs/guide/second.mdx": "---\ntitle: Second\n---\n",
      "content/docs/b.mdx": "---\ntitle: B\n---\n",
      "content/docs/a.mdx": "---\ntitle: A\n---\n",
    });
    expect(site.warnings).toEqual([
      {
        path: "content/docs/meta.json",
        message: expect.stringMatching(/meta\.json is not valid JSON: .*; the folder's own order is used$/),
      },
    ]);
    expect(sidebarOf(await readSlot(site))).toEqual(["A", "B", "The guide", "  Second", "  First"]);
  });

  it("is not recognised without Fumadocs, or without its docs folder", async () => {
    expect(await fumadocsSite.read(await makeFolder({ "content/docs/index.mdx": "# Home" }))).toBeUndefined();
    expect(await fumadocsSite.read(await makeFolder({ ...FUMADOCS, "docs/index.mdx": "# Home" }))).toBeUndefined();
    const withConfigOnly = await makeFolder({ "source.config.ts": "export default {}\n", "content/docs/a.mdx": "# A" });
    expect((await fumadocsSite.read(withConfigOnly))?.tool).toBe("Fumadocs");
  });
});
