// A site for the feed tests, in two versions and two languages: public, draft, restricted and
// hidden pages, each created and updated at its own time, so that a feed's order, its limit and
// its access can each be told apart. Started on the real server with the reader app's build,
// whose renderer gives feeds their full content.
import type { Visibility } from "@rxdocs/contract";
import { issueAccessKey } from "../access/keyIssuer.js";
import { importSlots } from "../content/importContent.js";
import { type ArticleSource, emptyContent, type FolderContent, type StoredSiteSettings } from "../content/model.js";
import type { RunningServer } from "../server.js";
import { startBuiltAppServer } from "./testServer.js";
import { listViewCodes } from "../storage/menus.js";
import type { DatabaseKind, TestDatabase } from "./databases.js";

interface PageSpec {
  code: string;
  title?: string;
  description?: string;
  md?: string;
  tabs?: { label: string; md: string }[];
  /** Days into March 2026 of its last update; created in January, on the same day. */
  updated: number;
  draft?: boolean;
}

interface MenuSpec {
  code: string;
  name: string;
  visibility: Visibility;
  children: Spec[];
}

type Spec = MenuSpec | PageSpec;

const page = (spec: PageSpec): PageSpec => spec;
const folder = (code: string, name: string, visibility: Visibility, children: Spec[]): MenuSpec => ({
  code,
  name,
  visibility,
  children,
});

const LINKS_MD = [
  "See [the setup](/view?path=setup), [usage](#usage), ![the logo](/files/logo.png) and",
  "[elsewhere](https://example.org/a?b=1&c=2).",
  "",
  "## Usage",
  "",
  "Run it.",
].join("\n");

/** The latest version in English; readers without a key see the public pages of `guide` and `changelog`. */
const LATEST: Spec[] = [
  folder("guide", "Guide", "public", [
    page({
      code: "intro",
      title: "Introduction",
      md: "# Introduction\n\nStart **here**: the [basics](https://example.org) first.\n",
      updated: 10,
    }),
    page({
      code: "setup",
      description: "How to set  Acme up.",
      md: "Install it.\n",
      tabs: [{ label: "npm", md: "`npm i acme`" }],
      updated: 5,
    }),
    page({ code: "links", md: LINKS_MD, updated: 12 }),
    page({ code: "draft", md: "Not yet.\n", updated: 20, draft: true }),
    folder("advanced", "Advanced", "public", [page({ code: "tuning", md: "Make it fast.\n", updated: 1 })]),
  ]),
  folder("partners", "Partners", "restricted", [page({ code: "plan", md: "The plan.\n", updated: 15 })]),
  folder("unlisted", "Unlisted", "hidden", [page({ code: "beta", md: "Beta notes.\n", updated: 14 })]),
  page({
    code: "changelog",
    title: "Changes & fixes <2026>",
    md: "## 1.0\n\n```sh\nacme --version\n```\n\nThe first release, with *all* the things & more.\n",
    updated: 0,
  }),
];

/** Codes of the pages a stranger reads in the latest version, the one updated last first. */
export const PUBLIC_LATEST = ["links", "intro", "setup", "tuning", "changelog"];

const OLDER: Spec[] = [
  folder("guide", "Guide", "public", [
    page({ code: "intro", md: "The old introduction.\n", updated: 2 }),
    page({ code: "legacy", md: "Gone in 2.x.\n", updated: 3 }),
  ]),
];

const FRENCH: Spec[] = [
  folder("guide", "Guide", "public", [
    page({ code: "intro", title: "Introduction en français", md: "Bonjour.\n", updated: 4 }),
  ]),
];

export function feedSiteContent(specs: Spec[], settings: StoredSiteSettings = {}): FolderContent {
  const content = emptyContent();
  content.site.settings = settings;
  const walk = (children: Spec[], parentCode: string | null) => {
    children.forEach((child, sort) => {
      const place = { menuCode: child.code, parentCode, sort };
      if ("children" in child) {
        content.menus.push({
          ...place,
          menuName: child.name,
          menuType: 1,
          visibility: child.visibility,
          sourcePath: child.code,
        });
        walk(child.children, child.code);
        return;
      }
      // A page inherits its folder's gates; its own visibility adds none.
      const article = articleOf(child);
      content.menus.push({
        ...place,
        menuName: article.articleTitle,
        menuType: 2,
        visibility: "public",
        sourcePath: `${child.code}.md`,
      });
      content.articles.push(article);
    });
  };
  walk(specs, null);
  return content;
}

function articleOf(spec: PageSpec): ArticleSource {
  return {
    menuCode: spec.code,
    articleTitle: spec.title ?? `Page ${spec.code}`,
    articleMd: spec.md ?? `Body of ${spec.code}.\n`,
    articleTabContent: spec.tabs ? JSON.stringify(spec.tabs) : null,
    ...(spec.description !== undefined && { description: spec.description }),
    status: spec.draft ? 0 : 1,
    createdAt: new Date(Date.UTC(2026, 0, 1 + spec.updated)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 2, 1 + spec.updated, 12)).toISOString(),
  };
}

export interface FeedSite {
  server: RunningServer;
  /** A key to the `partners` folder. */
  partnersKey: string;
  /** The view code of the hidden `unlisted` folder. */
  viewCode: string;
  /** Imports the site again with other settings. */
  reimport(settings: StoredSiteSettings): Promise<void>;
  stop(): Promise<void>;
}

export async function startFeedSite(kind: DatabaseKind, settings: StoredSiteSettings): Promise<FeedSite> {
  const database: TestDatabase = await kind.create();
  const server = await startBuiltAppServer(database);
  const { db } = server.storage;
  const reimport = async (siteSettings: StoredSiteSettings) => {
    await importSlots(
      db,
      [
        {
          slot: { version: "2.x", lang: "en" },
          read: async () => feedSiteContent(LATEST, siteSettings),
          appliesSite: true,
        },
        { slot: { version: "2.x", lang: "fr" }, read: async () => feedSiteContent(FRENCH, siteSettings) },
        { slot: { version: "1.x", lang: "en" }, read: async () => feedSiteContent(OLDER, siteSettings) },
      ],
      { order: { versions: ["2.x", "1.x"], latest: "2.x" } },
    );
  };
  await reimport(settings);
  return {
    server,
    partnersKey: (await issueAccessKey(db, { name: "partners", scope: ["partners"], expiresAt: null })).key,
    viewCode: (await listViewCodes(db)).get("unlisted")!,
    reimport,
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}
