// A Nextra site read as Nextra builds it: where its pages are (content/, app/ or pages/), its
// languages, its sidebar and top bar from its _meta files, its settings, and the routes its pages
// have, from its files read without running any of them.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { NEXTRA_SIDEBAR, writeNextraSite } from "../../test-support/toolSites/nextra.js";
import { readSiteSlot } from "./readSiteSlot.js";
import { nextraSite } from "./nextra.js";
import type { ContentSlot, SiteDescription } from "./siteReader.js";
import { menuOutline as outline, sidebarNames as sidebarOf } from "../../test-support/menuOutline.js";

afterEach(removeMadeFolders);

const NEXTRA_4 = {
  "package.json": JSON.stringify({ name: "site", dependencies: { nextra: "^4.0.0" } }),
  "next.config.mjs": "import nextra from 'nextra'\nexport default nextra({})({})\n",
};

const readSlot = (site: SiteDescription, slot: ContentSlot = site.slots[0]!) => readSiteSlot(site, slot);

async function readSite(files: Record<string, string>): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder(files);
  const site = await nextraSite.read(root);
  if (!site) throw new Error("not read as a Nextra site");
  return { root, site };
}

describe("a Nextra site", () => {
  it("shows its pages in the sidebar its _meta files describe", async () => {
    const root = await makeFolder({});
    writeNextraSite(root);
    const site = (await nextraSite.read(root))!;
    const content = await readSlot(site);
    expect(content.problems).toEqual([]);
    expect(sidebarOf(content)).toEqual(NEXTRA_SIDEBAR);
    // The pages the _meta files hide stay reachable, unlisted.
    expect(outline(content)).toContain("Legacy API [docs-legacy] (unlisted)");
    expect(content.site.home?.title).toBe("Acme");
  });

  it("takes its settings from the layout's props and metadata, and its top bar from the `type: 'page'` entries", async () => {
    const root = await makeFolder({});
    writeNextraSite(root);
    const site = (await nextraSite.read(root))!;
    expect(site.settings).toEqual({
      title: "Acme Docs",
      description: "Everything about the Acme toolkit.",
      editUrl: "https://github.com/acme/docs/tree/main/content/{path}",
      nav: [
        { text: "Documentation", link: "/docs" },
        { text: "Blog", link: "/blog" },
        { text: "Status", link: "https://status.acme.dev" },
        { text: "GitHub", link: "https://github.com/acme/toolkit" },
      ],
    });
    expect(site.sources).toEqual({
      navigation: [
        "content/_meta.js",
        "content/blog/_meta.json",
        "content/docs/_meta.ts",
        "content/docs/advanced/_meta.js",
      ],
      languages: [],
      versions: [],
      settings: ["app/layout.jsx"],
    });
    expect(site.warnings).toEqual([]);
  });

  it("resolves links written to the routes its pages have, from the root and from the page", async () => {
    const { site } = await readSite({
      ...NEXTRA_4,
      "next.config.mjs": "import nextra from 'nextra'\nexport default nextra({ contentDirBasePath: '/docs' })({})\n",
      "content/guide/index.mdx": "# Guide\n\n[Install](/docs/guide/install) and [setup](./setup).",
      "content/guide/install.mdx": "# Install\n\nBack to [the guide](/docs/guide).",
      "content/guide/setup.mdx": "# Setup",
    });
    const content = await readSlot(site);
    expect(content.warnings).toEqual([]);
    const body = (file: string) => content.articles.find((article) => article.sourceFile === file)?.articleMd;
    expect(body("guide/index.mdx")).toContain(
      "[Install](/view?path=guide-install) and [setup](/view?path=guide-setup)",
    );
    expect(body("guide/install.mdx")).toContain("[the guide](/view?path=guide)");
  });

  it("is not recognised without Nextra, or without pages", async () => {
    const noNextra = await makeFolder({
      "package.json": JSON.stringify({ dependencies: { next: "^15.0.0" } }),
      "next.config.mjs": "export default {}\n",
      "pages/index.mdx": "# Home",
    });
    expect(await nextraSite.read(noNextra)).toBeUndefined();
    const noPages = await makeFolder({ ...NEXTRA_4, "app/page.jsx": "export default () => null\n" });
    expect(await nextraSite.read(noPages)).toBeUndefined();
    const brokenManifest = await makeFolder({ "package.json": "{ not json", "content/index.mdx": "# Home" });
    expect(await nextraSite.read(brokenManifest)).toBeUndefined();
  });

  it("is recognised by a next.config that imports Nextra, without a package.json", async () => {
    const root = await makeFolder({
      "next.config.js":
        "const withNextra = require('nextra')({ theme: 'nextra-theme-docs' })\nmodule.exports = withNextra()\n",
      "pages/index.mdx": "# Home",
    });
    expect((await nextraSite.read(root))?.tool).toBe("Nextra");
  });
});

describe("Nextra 4's app folder", () => {
  it("reads each page.mdx as its folder's page, at its folder's route, route groups aside", async () => {
    const { root, site } = await readSite({
      ...NEXTRA_4,
      "app/layout.jsx": "export default function Layout({ children }) { return children }\n",
      "app/page.mdx": "# Home",
      "app/_meta.js": "export default { docs: 'Docs', about: 'About us' }\n",
      "app/docs/page.mdx": "---\nasIndexPage: true\nsidebarTitle: The docs\n---\n# Documentation",
      "app/docs/install/page.mdx": "# Install\n\n![logo](../logo.png)",
      "app/docs/logo.png": "not really a picture",
      "app/(marketing)/about/page.mdx": "# About",
      "app/docs/old.mdx": "# Not a page: only page files are",
      "app/docs/[slug]/page.mdx": "# A dynamic route",
      "app/docs/_drafts/page.mdx": "# A private folder",
    });
    expect(site.slots).toMatchObject([{ lang: "en", dir: `${root}/app` }]);
    const content = await readSlot(site);
    // The _meta file's title wins over the index's own.
    expect(outline(content)).toEqual([
      "Home [home] (→ /, folder)",
      "Docs [docs]",
      "  Install [docs-install]",
      "About us [marketing-about]",
    ]);
    expect(content.warnings).toEqual([]);
    const slot = site.slots[0]!;
    expect(slot.addressesOf?.("docs/install/index.mdx", {})).toEqual(["/docs/install"]);
    expect(slot.addressesOf?.("(marketing)/about/index.mdx", {})).toEqual(["/about"]);
  });

  it("takes a _meta.global file's entries for every folder, each folder's under `items`", async () => {
    const { site } = await readSite({
      ...NEXTRA_4,
      "app/_meta.global.js": `export default {
  docs: {
    type: 'page',
    title: 'Docs',
    items: {
      second: 'Second page',
      first: '',
      nested: { title: 'Nested', items: { deep: 'Deep page' } }
    }
  }
}
`,
      "app/docs/first/page.mdx": "# First",
      "app/docs/second/page.mdx": "# Second",
      "app/docs/nested/deep/page.mdx": "# Deep",
      "app/docs/nested/other/page.mdx": "# Other",
    });
    expect(sidebarOf(await readSlot(site))).toEqual([
      "Docs",
      "  Second page",
      "  First",
      "  Nested",
      "    Deep page",
      "    Other",
    ]);
    expect(site.sources.navigation).toEqual(["app/_meta.global.js"]);
  });
});

describe("Nextra 2 and 3's pages folder", () => {
  it("leaves out Next.js' own files and API routes, and takes its settings from theme.config", async () => {
    const { site } = await readSite({
      "package.json": JSON.stringify({ name: "widget-docs", dependencies: { nextra: "^3.0.0" } }),
      "theme.config.tsx": `import type { DocsThemeConfig } from 'nextra-theme-docs'

const config: DocsThemeConfig = {
  logo: <span>Widget</span>,
  project: { link: 'https://gitlab.com/acme/widget' },
  docsRepositoryBase: 'https://github.com/acme/widget/tree/main/docs/',
  footer: { content: 'Widget' }
}

export default config
`,
      "pages/_app.mdx": "# Not a page",
      "pages/api/hello.mdx": "# Not a page either",
      "pages/_meta.json": JSON.stringify({ index: "Introduction", guide: { title: "Guide", type: "page" } }),
      "pages/index.mdx": "# Welcome",
      "pages/guide.mdx": "# The guide",
      "pages/guide/one.md": "# One",
    });
    expect(site.settings).toEqual({
      title: "widget-docs",
      editUrl: "https://github.com/acme/widget/tree/main/docs/pages/{path}",
      nav: [
        { text: "Guide", link: "/guide" },
        { text: "GitLab", link: "https://gitlab.com/acme/widget" },
      ],
    });
    expect(site.sources.settings).toEqual(["theme.config.tsx", "package.json"]);
    expect(outline(await readSlot(site))).toEqual([
      "Introduction [introduction] (→ /, folder)",
      "Guide [guide]",
      "  One [guide-one]",
    ]);
  });

  it("reads Nextra 2's languages from the locale in each file's name, the default one's unsuffixed files too", async () => {
    const { site } = await readSite({
      "package.json": JSON.stringify({ dependencies: { nextra: "^2.13.0" } }),
      "next.config.js": `const withNextra = require('nextra')({ theme: 'nextra-theme-docs', themeConfig: './theme.config.jsx' })
// i18n: { locales: ['xx'] } in a comment is no config
module.exports = withNextra({
  i18n: {
    locales: ['en-US', 'zh-CN'],
    defaultLocale: 'en-US'
  }
})
`,
      "pages/_meta.en-US.json": JSON.stringify({ index: "Home", about: "About" }),
      "pages/_meta.zh-CN.json": JSON.stringify({ index: "首页", about: "关于" }),
      "pages/index.en-US.mdx": "# Home",
      "pages/index.zh-CN.mdx": "# 首页",
      "pages/about.en-US.mdx": "# About",
      "pages/about.zh-CN.mdx": "# 关于",
      "pages/extra.mdx": "# Only in the default language",
    });
    expect(site.slots.map(({ lang }) => lang)).toEqual(["en-US", "zh-CN"]);
    expect(site.settings.lang).toBe("en-US");
    expect(site.sources.languages).toEqual(["next.config.js"]);
    expect(outline(await readSlot(site))).toEqual([
      "Home [home] (→ /, folder)",
      "About [about]",
      "Only in the default language [extra]",
    ]);
    const chinese = site.slots[1]!;
    expect(outline(await readSlot(site, chinese))).toEqual([
      expect.stringMatching(/^首页 \[.+\] \(→ \/, folder\)$/),
      "关于 [about]",
    ]);
    expect(chinese.addressesOf?.("about.mdx", {})).toEqual(["/zh-CN/about", "/about"]);
    expect(site.slots[0]!.addressesOf?.("about.mdx", {})).toEqual(["/about", "/en-US/about"]);
  });

  it("reads Nextra 3's languages from a folder each", async () => {
    const { root, site } = await readSite({
      "package.json": JSON.stringify({ dependencies: { nextra: "^3.0.0" } }),
      "next.config.mjs":
        "import nextra from 'nextra'\nexport default nextra({})({ i18n: { locales: ['en', 'fr'], defaultLocale: 'en' } })\n",
      "pages/en/_meta.js": "export default { index: 'Home' }\n",
      "pages/en/index.mdx": "# Home",
      "pages/fr/index.mdx": "# Accueil",
    });
    expect(site.slots.map(({ lang, dir }) => [lang, dir])).toEqual([
      ["en", `${root}/pages/en`],
      ["fr", `${root}/pages/fr`],
    ]);
  });
});

describe("Nextra 4's content folder", () => {
  it("reads a folder of each language next.config names, and prefixes its routes with the language", async () => {
    const { root, site } = await readSite({
      ...NEXTRA_4,
      "next.config.mjs": `import nextra from 'nextra'
const withNextra = nextra({})
export default withNextra({ i18n: { locales: ['en', 'de'], defaultLocale: 'en' } })
`,
      "app/[lang]/layout.tsx": `export const metadata = { applicationName: 'Acme' }
export default function Layout({ children }) { return <Layout docsRepositoryBase={"https://github.com/acme/docs/blob/main"}>{children}</Layout> }
`,
      "content/en/_meta.ts":
        "import meta from '../de/_meta'\nexport default { ...meta, guide: 'Guide', index: 'Home' }\n",
      "content/en/index.mdx": "# Home",
      "content/en/guide.mdx": "# Guide",
      "content/de/_meta.ts": "export default { guide: 'Anleitung', index: 'Start' }\n",
      "content/de/index.mdx": "# Start",
      "content/de/guide.mdx": "# Anleitung",
    });
    expect(site.slots.map(({ lang, dir }) => [lang, dir])).toEqual([
      ["en", `${root}/content/en`],
      ["de", `${root}/content/de`],
    ]);
    expect(site.settings).toMatchObject({
      title: "Acme",
      lang: "en",
      editUrl: "https://github.com/acme/docs/blob/main/content/en/{path}",
    });
    expect(sidebarOf(await readSlot(site))).toEqual(["Guide", "Home"]);
    expect(sidebarOf(await readSlot(site, site.slots[1]))).toEqual(["Anleitung", "Start"]);
    expect(site.slots[1]!.addressesOf?.("guide.mdx", {})).toEqual(["/de/guide", "/guide"]);
  });

  it("says once where i18n.locales is computed, and reads the pages as one language's", async () => {
    const { site } = await readSite({
      ...NEXTRA_4,
      "next.config.mjs":
        "import nextra from 'nextra'\nimport { LOCALES } from './locales.mjs'\nexport default nextra({})({ i18n: { locales: LOCALES, defaultLocale: 'en' } })\n",
      "content/index.mdx": "# Home",
    });
    expect(site.slots.map(({ lang }) => lang)).toEqual(["en"]);
    expect(site.warnings).toEqual([
      {
        path: "next.config.mjs",
        message: "i18n.locales is not written out as a list of strings; the pages are read as one language's",
      },
    ]);
  });
});

describe("what a Nextra site writes that cannot be read as Nextra means", () => {
  it("says where titles are JSX, once per file, and shows the pages' own titles", async () => {
    const { site } = await readSite({
      ...NEXTRA_4,
      "content/_meta.tsx": `const Badge = ({ children }) => <span className="badge">{children}</span>
export default {
  _: { type: 'separator', title: <Badge>Start</Badge> },
  first: <Badge>First</Badge>,
  second: 'Second'
}
`,
      "content/first.mdx": "# First page",
      "content/second.mdx": "# Second page",
    });
    expect(site.warnings).toEqual([
      {
        path: "content/_meta.tsx",
        line: 3,
        message:
          "titles written as JSX (line 3, 4) are only known by running the file: the pages' own titles are shown, and separators so titled start no section",
      },
    ]);
    expect(sidebarOf(await readSlot(site))).toEqual(["First page", "Second"]);
  });

  it("reads a folder whose _meta file is broken in its own order, and says why", async () => {
    const { site } = await readSite({
      ...NEXTRA_4,
      "content/_meta.json": "{ broken",
      "content/b.mdx": "# B",
      "content/a.mdx": "# A",
    });
    expect(site.warnings).toEqual([
      {
        path: "content/_meta.json",
        message: expect.stringMatching(/^content\/_meta\.json: not valid JSON: .*; the folder's own order is used$/),
      },
    ]);
    expect(sidebarOf(await readSlot(site))).toEqual(["A", "B"]);
  });
});
