// A Docsify site read as Docsify lays it out: index.html's configuration, the sidebars, the
// navbar, the covers and the language folders, down to the menus an import makes of them.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { DOCSIFY_SIDEBAR, writeDocsifySite } from "../../test-support/toolSites/docsify.js";
import type { FolderContent } from "../model.js";
import { readSiteSlot } from "./readSiteSlot.js";
import { docsifySite } from "./docsify.js";
import type { ContentSlot, SiteDescription } from "./siteReader.js";

afterEach(removeMadeFolders);

async function docsifyFixture(): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder({});
  writeDocsifySite(root);
  const site = await docsifySite.read(root);
  if (!site) throw new Error("the Docsify site was not recognised");
  return { root, site };
}

/** A slot read as the import reads it. */
function readSlot(site: SiteDescription, slot: ContentSlot): Promise<FolderContent> {
  return readSiteSlot(site, slot);
}

/** The sidebar a reader sees: the listed menus' names, two spaces per level. */
function sidebarOf(content: FolderContent): string[] {
  const lines: string[] = [];
  const walk = (parent: string | null, depth: number) => {
    const children = content.menus
      .filter((menu) => menu.parentCode === parent && !menu.navHidden)
      .sort((a, b) => a.sort - b.sort);
    for (const menu of children) {
      lines.push(`${"  ".repeat(depth)}${menu.menuName}`);
      walk(menu.menuCode, depth + 1);
    }
  };
  walk(null, 0);
  return lines;
}

const articleOf = (content: FolderContent, file: string) =>
  content.articles.find((article) => article.sourceFile === file)?.articleMd ?? "";

describe("a Docsify site", () => {
  it("is one slot per language: the site's folder, and each translation's folder left out of it", async () => {
    const { root, site } = await docsifyFixture();
    expect(site.tool).toBe("Docsify");
    expect(site.slots.map(({ lang, dir, excludedFolders }) => ({ lang, dir, excludedFolders }))).toEqual([
      { lang: "en", dir: root, excludedFolders: ["zh-cn"] },
      { lang: "zh-CN", dir: join(root, "zh-cn"), excludedFolders: undefined },
    ]);
    expect(site.versions).toEqual(["current"]);
    expect(site.publicRoot).toBe(root);
  });

  it("takes the settings from index.html and the top bar from _navbar.md, languages as language links", async () => {
    const { site } = await docsifyFixture();
    expect(site.settings).toEqual({
      title: "Lumen",
      description: "Lumen runs background jobs & retries them.",
      lang: "en",
      nav: [
        { text: "Guide", link: "/guide/README.md" },
        {
          text: "Translations",
          link: "",
          items: [
            { text: "English", link: "/?lang=en" },
            { text: "简体中文", link: "/?lang=zh-CN" },
          ],
        },
      ],
    });
    expect(site.sources).toEqual({
      navigation: ["_sidebar.md", "guide/_sidebar.md", "zh-cn/_sidebar.md"],
      languages: ["zh-cn", "_navbar.md"],
      versions: [],
      settings: ["index.html", "_navbar.md"],
    });
  });

  it("makes the sidebar's sections, the folder's own sidebar and the links of the default language", async () => {
    const { site } = await docsifyFixture();
    const content = await readSlot(site, site.slots[0]!);
    expect(content.problems).toEqual([]);
    expect(sidebarOf(content)).toEqual(DOCSIFY_SIDEBAR);
    const links = Object.fromEntries(
      content.menus.filter((menu) => menu.link).map((menu) => [menu.menuName, menu.link]),
    );
    expect(links).toEqual({
      Changelog: "https://github.com/lumen-queue/lumen/blob/main/CHANGELOG.md",
      GitHub: "https://github.com/lumen-queue/lumen",
    });
    // A page the sidebar does not name stays reachable.
    expect(content.menus.find((menu) => menu.sourcePath === "internals.md")?.navHidden).toBe(true);
    // The sidebar's title option is the page's title in Docsify, not its name in the sidebar.
    expect(content.menus.find((menu) => menu.sourcePath === "configuration.md")?.menuName).toBe("Configuration");
  });

  it("gives each language its own sidebar and cover", async () => {
    const { site } = await docsifyFixture();
    const chinese = await readSlot(site, site.slots[1]!);
    expect(sidebarOf(chinese)).toEqual(["快速开始", "English"]);
    expect(chinese.menus.find((menu) => menu.menuName === "English")?.link).toBe("/?lang=en");
    expect(chinese.site.home?.hero).toEqual({
      name: "Lumen",
      text: "2.1",
      tagline: "小型服务的后台任务",
      actions: [{ text: "开始", link: "/view?path=quickstart", theme: "brand" }],
    });
    expect(articleOf(chinese, "quickstart.md")).toContain("> [!TIP]\n> 先运行 `lumen doctor`。");
  });

  it("makes the cover the home page's hero, its links resolved and its logo stored", async () => {
    const { site } = await docsifyFixture();
    const hero = (await readSlot(site, site.slots[0]!)).site.home?.hero;
    expect(hero).toMatchObject({
      name: "Lumen",
      text: "2.1",
      tagline: "Background jobs for small services · One binary · Retries built in",
      actions: [
        { text: "GitHub", link: "https://github.com/lumen-queue/lumen", theme: "alt" },
        { text: "Get started", link: "/view?path=quickstart", theme: "brand" },
      ],
    });
    expect(hero?.image?.src).toMatch(/^\/files\/[0-9a-f]{64}\.svg/);
  });

  it("rewrites Docsify's Markdown in pages, and resolves links to Docsify's routes", async () => {
    const { site } = await docsifyFixture();
    const content = await readSlot(site, site.slots[0]!);
    const quickstart = articleOf(content, "quickstart.md");
    expect(quickstart).toContain(
      "> [!WARNING]\n> Lumen needs a writable data folder.\n> Create it before the first run.",
    );
    expect(quickstart).toContain("## Install it {#install}");
    expect(quickstart).toContain(
      "[workers](/view?path=guide-workers#pools) and [retries](/view?path=guide-retries#backoff)",
    );
    expect(quickstart).toContain(
      "Set `LUMEN_WORKERS` to the number of workers.\n\n> [!TIP]\n> The default is one per core.",
    );
    expect(quickstart).toContain("```js\nreturn job.run();\n```");
    expect(quickstart).toContain("```markdown\n!> Left as written inside code.\n```");
    expect(quickstart).not.toContain(":size=");
    // Links in a folder's pages are read from the site's root, as Docsify reads them.
    expect(articleOf(content, "guide/retries.md")).toContain("[workers](/view?path=guide-workers)");
    expect(content.warnings).toEqual([]);
  });

  it("warns of what leads to another site, naming the file and line", async () => {
    const { site } = await docsifyFixture();
    expect(site.warnings).toEqual([
      {
        path: "_sidebar.md",
        line: 14,
        message:
          "index.html's alias sends \"changelog.md\" to another site's file; it becomes a link to https://github.com/lumen-queue/lumen/blob/main/CHANGELOG.md",
      },
    ]);
  });

  it("gives pages the addresses Docsify routes them at", async () => {
    const { site } = await docsifyFixture();
    const [english, chinese] = site.slots;
    expect(english?.addressesOf?.("guide/workers.md", {})).toEqual(["/guide/workers", "/#/guide/workers"]);
    expect(english?.addressesOf?.("README.md", {})).toEqual(["/", "/#/"]);
    expect(english?.addressesOf?.("guide/README.md", {})).toEqual(["/guide/", "/#/guide/"]);
    expect(chinese?.addressesOf?.("README.md", {})).toEqual(["/zh-cn/", "/#/zh-cn/"]);
    expect(chinese?.addressesOf?.("quickstart.md", {})).toEqual(["/zh-cn/quickstart", "/#/zh-cn/quickstart"]);
  });
});

describe("recognising a Docsify site", () => {
  it("is no Docsify site without Docsify's index.html or a sidebar beside a README", async () => {
    expect(await docsifySite.read(await makeFolder({ "README.md": "# A", "guide.md": "# B" }))).toBeUndefined();
    const otherPage = await makeFolder({
      "index.html": "<html><script>window.app = {}</script></html>",
      "README.md": "# A",
    });
    expect(await docsifySite.read(otherPage)).toBeUndefined();
  });

  it("reads a sidebar beside a README as Docsify's, without index.html", async () => {
    const root = await makeFolder({
      "README.md": "# Home",
      "_sidebar.md": "- [Setup](setup.md)\n",
      "setup.md": "# Setup",
    });
    const site = await docsifySite.read(root);
    expect(site?.slots[0]?.navigation).toEqual({
      items: [{ kind: "page", file: "setup.md", label: "Setup" }],
      source: "_sidebar.md",
    });
    expect(site?.sources.settings).toEqual([]);
  });

  it("reads a site configured on Docsify's script tag, and a sidebar of another name in every folder", async () => {
    const root = await makeFolder({
      "index.html":
        '<script src="//unpkg.com/docsify/lib/docsify.min.js" data-name="Old site" data-load-sidebar="summary.md"></script>',
      "README.md": "# Home",
      "summary.md": "- [Setup](setup.md)\n- [Deep](deep/)\n",
      "setup.md": "# Setup",
      "deep/README.md": "# Deep",
      "deep/page.md": "# Page",
      "deep/summary.md": "- [Page](deep/page.md)\n",
    });
    const site = await docsifySite.read(root);
    expect(site?.settings.title).toBe("Old site");
    const content = await readSlot(site!, site!.slots[0]!);
    expect(sidebarOf(content)).toEqual(["Setup", "Deep", "  Page"]);
    expect(content.menus.map((menu) => menu.sourcePath)).not.toContain("summary.md");
  });

  it("falls back to Docsify's default files, with one warning, when the configuration is computed", async () => {
    const root = await makeFolder({
      "index.html": "<html>\n<body>\n<script>\n  window.$docsify = makeConfig();\n</script>\n</body>\n</html>\n",
      "README.md": "# Home",
      "_sidebar.md": "- [Setup](setup.md)\n",
      "setup.md": "# Setup",
    });
    const site = await docsifySite.read(root);
    expect(site?.warnings).toEqual([
      {
        path: "index.html",
        line: 4,
        message: "window.$docsify is a call of makeConfig; the site is read as Docsify's default files lay it out",
      },
    ]);
    expect(site?.slots[0]?.navigation?.items).toEqual([{ kind: "page", file: "setup.md", label: "Setup" }]);
  });

  it("reads the pages from basePath and the home page from homepage", async () => {
    const root = await makeFolder({
      "index.html": "<script>window.$docsify = { basePath: 'docs/', homepage: 'home.md', loadSidebar: true }</script>",
      "docs/home.md": "# Welcome",
      "docs/README.md": "# Read me",
      "docs/_sidebar.md": "- [Home](/)\n- [Read me](README.md)\n",
    });
    const site = await docsifySite.read(root);
    expect(site?.slots[0]?.dir).toBe(join(root, "docs"));
    expect(site?.publicRoot).toBe(join(root, "docs"));
    expect(site?.sources.navigation).toEqual(["docs/_sidebar.md"]);
    const content = await readSlot(site!, site!.slots[0]!);
    expect(content.site.home?.title).toBe("Welcome");
    expect(site?.slots[0]?.addressesOf?.("index.md", {})).toEqual(["/", "/#/", "/home", "/#/home"]);
  });

  it("says a loaded sidebar that is missing, and a sidebar Docsify does not load", async () => {
    const missing = await makeFolder({
      "index.html": "<script>window.$docsify = { loadSidebar: true }</script>",
      "README.md": "# A",
    });
    expect((await docsifySite.read(missing))?.warnings).toEqual([
      {
        path: "index.html",
        message: "loadSidebar names _sidebar.md, which the site does not have; the folders give the order instead",
      },
    ]);
    const unloaded = await makeFolder({
      "index.html": "<script>window.$docsify = { name: 'A' }</script>",
      "README.md": "# A",
      "_sidebar.md": "- [A](a.md)\n",
    });
    const site = await docsifySite.read(unloaded);
    expect(site?.slots[0]?.navigation).toBeUndefined();
    expect(site?.warnings.map((warning) => warning.message)).toEqual([
      "window.$docsify does not set loadSidebar, so Docsify shows no _sidebar.md; the folders give the order instead",
    ]);
  });
});
