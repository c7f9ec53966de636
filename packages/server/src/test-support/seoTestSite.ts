// A site for the search engine tests, in two versions (1.x left out of the switcher) and two
// languages: public pages with and without a description, a title that tries to break out of the
// head, a restricted and a hidden folder. Started on the real server with the reader app's build,
// which renders first pages.
import type { MenuType, Visibility } from "@rxdocs/contract";
import { issueAccessKey } from "../access/keyIssuer.js";
import { importSlots } from "../content/importContent.js";
import { emptyContent, type FolderContent, type HomeSource } from "../content/model.js";
import type { RunningServer } from "../server.js";
import { startBuiltAppServer } from "./testServer.js";
import { bumpContentVersion } from "../storage/contentVersion.js";
import { listViewCodes } from "../storage/menus.js";
import { updateVersion } from "../storage/slots.js";
import type { DatabaseKind, TestDatabase } from "./databases.js";

interface Page {
  code: string;
  title: string;
  md?: string;
  description?: string;
  /** Day of March 2026 it was last updated. */
  day?: number;
}

interface Folder {
  code: string;
  name: string;
  visibility: Visibility;
  pages: Page[];
}

/** The bearer token of the site's /metrics, which counts the cards sent from the cache. */
export const METRICS_TOKEN = "seo-test-metrics-token";
export const SITE_TITLE = `Acme "Docs" & <Co>`;
export const BREAKOUT_TITLE = `Ends </script><script>alert(1)</script> "quoted" & 'single'`;
export const INTRO_DESCRIPTION = "Install Acme in a minute, then read on.";
/** The first paragraph of `setup`, longer than a summary. */
export const SETUP_PARAGRAPH =
  "Setting up Acme takes three steps, each **short**: download the package that fits your system, " +
  "run the installer with the options your team agreed on, and check that the command answers with " +
  "its version. The rest of this page explains each step in detail, with examples for every system.";

const LATEST: (Folder | Page)[] = [
  {
    code: "guide",
    name: "Guide",
    visibility: "public",
    pages: [
      { code: "intro", title: "Introduction", description: INTRO_DESCRIPTION, day: 3 },
      {
        code: "setup",
        title: "Setup",
        md: `# Setup\n\n:::tip\nA tip comes first.\n:::\n\n${SETUP_PARAGRAPH}\n`,
        day: 5,
      },
      { code: "tricky", title: BREAKOUT_TITLE, md: "Careful with titles.\n", day: 7 },
    ],
  },
  { code: "secret", name: "Secret", visibility: "restricted", pages: [{ code: "plan", title: "The plan" }] },
  { code: "unlisted", name: "Unlisted", visibility: "hidden", pages: [{ code: "beta", title: "Beta notes" }] },
  { code: "top", title: "Top page", md: "A page at the top.\n", day: 9 },
];

const FRENCH: (Folder | Page)[] = [
  { code: "guide", name: "Guide", visibility: "public", pages: [{ code: "intro", title: "Présentation", day: 4 }] },
];

const OLDER: (Folder | Page)[] = [
  { code: "guide", name: "Guide", visibility: "public", pages: [{ code: "intro", title: "Old introduction", day: 1 }] },
];

const HOME: HomeSource = {
  sourceFile: "index.md",
  title: "Welcome to Acme",
  articleMd: "# Welcome to Acme\n\nEverything about Acme.\n",
  hero: null,
  features: [],
  frontMatter: {},
};

function siteContent(entries: (Folder | Page)[], lang: string): FolderContent {
  const content = emptyContent();
  content.site.settings = { title: SITE_TITLE, description: "All of Acme, documented.", lang: "en" };
  content.site.home = { ...HOME, articleMd: `${HOME.articleMd}\n(${lang})\n` };
  const addPage = (page: Page, parentCode: string | null, sort: number) => {
    content.menus.push({
      menuCode: page.code,
      menuName: page.title,
      menuType: 2 as MenuType,
      parentCode,
      sort,
      visibility: "public",
      sourcePath: `${page.code}.md`,
    });
    content.articles.push({
      menuCode: page.code,
      articleTitle: page.title,
      articleMd: page.md ?? `Body of ${page.code}.\n`,
      articleTabContent: null,
      status: 1,
      ...(page.description !== undefined && { description: page.description }),
      createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 2, page.day ?? 1, 12)).toISOString(),
    });
  };
  entries.forEach((entry, sort) => {
    if (!("pages" in entry)) return addPage(entry, null, sort);
    content.menus.push({
      menuCode: entry.code,
      menuName: entry.name,
      menuType: 1 as MenuType,
      parentCode: null,
      sort,
      visibility: entry.visibility,
      sourcePath: entry.code,
    });
    entry.pages.forEach((page, index) => addPage(page, entry.code, index));
  });
  return content;
}

export interface SeoSite {
  server: RunningServer;
  /** A key to every restricted page. */
  key: string;
  /** The view code of the hidden `unlisted` folder. */
  viewCode: string;
  stop(): Promise<void>;
}

export async function startSeoSite(kind: DatabaseKind): Promise<SeoSite> {
  const database: TestDatabase = await kind.create();
  const server = await startBuiltAppServer(database, { metricsToken: METRICS_TOKEN });
  const { db } = server.storage;
  await importSlots(
    db,
    [
      { slot: { version: "2.x", lang: "en" }, read: async () => siteContent(LATEST, "en"), appliesSite: true },
      { slot: { version: "2.x", lang: "fr" }, read: async () => siteContent(FRENCH, "fr") },
      { slot: { version: "1.x", lang: "en" }, read: async () => siteContent(OLDER, "en") },
    ],
    { order: { versions: ["2.x", "1.x"], latest: "2.x" } },
  );
  // As `rxdocs version unlist 1.x` leaves it: its pages open by address, but are offered nowhere.
  await updateVersion(db, "1.x", { listed: 0 });
  await bumpContentVersion(db);
  return {
    server,
    key: (await issueAccessKey(db, { name: "all", scope: [], expiresAt: null })).key,
    viewCode: (await listViewCodes(db)).get("unlisted")!,
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}
