// Real docs folders, as their projects ship them, import with no problem, and with exactly the
// warnings they deserve: links to pages and files their package does not ship, and what rxdocs
// does not render (a component defined in the page). A new false warning fails here.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listArticles } from "../storage/articles.js";
import { openStorage } from "../storage/database.js";
import { createSqliteDatabase, type TestDatabase } from "../test-support/databases.js";
import { docusaurusStaticImages, REAL_FOLDERS } from "../test-support/realFolders.js";
import { importContent } from "./importContent.js";
import type { ContentWarning, FolderContent } from "./model.js";
import { readContentFolder } from "./readFolder.js";

const databases: TestDatabase[] = [];
const copies: string[] = [];

afterEach(async () => {
  for (const database of databases.splice(0)) await database.drop();
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** The warnings as `file:line message`, one string each, in the report's order. */
const described = (warnings: readonly ContentWarning[]): string[] =>
  warnings.map(({ path: file, line, message }) => `${file}${line === undefined ? "" : `:${line}`} ${message}`);

const unknownPage = (at: string, target: string) =>
  `${at} ${JSON.stringify(target)} names no page of the folder; it is left as written`;
const unknownTarget = (at: string, target: string) =>
  `${at} ${JSON.stringify(target)} names no page or file of the folder; it is left as written`;

/** Imports the content into a fresh SQLite database; every page and every file must be stored. */
async function expectImported(content: FolderContent): Promise<void> {
  const database = await createSqliteDatabase();
  databases.push(database);
  const storage = await openStorage(database.url);
  try {
    const counts = await importContent(storage.db, content);
    expect(counts.articles.created).toBe(content.articles.length);
    expect(counts.menus.created).toBe(content.menus.length);
    expect(counts.files.created).toBe(content.files.length);
    expect(await listArticles(storage.db)).toHaveLength(content.articles.length);
  } finally {
    await storage.close();
  }
}

/** A copy of `folder` with `extraFiles` added, by path relative to it. */
function copyWith(folder: string, extraFiles: Record<string, Buffer>): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), "rxdocs-real-")), path.basename(folder));
  copies.push(path.dirname(copy));
  cpSync(folder, copy, { recursive: true });
  for (const [relativePath, bytes] of Object.entries(extraFiles)) {
    mkdirSync(path.dirname(path.join(copy, relativePath)), { recursive: true });
    writeFileSync(path.join(copy, relativePath), bytes);
  }
  return copy;
}

describe("real docs folders import as their projects ship them", () => {
  it("Fastify's docs: one link to the contributing guide, which the package leaves out", async () => {
    const content = await readContentFolder(REAL_FOLDERS.fastify);
    expect(content.problems).toEqual([]);
    expect(described(content.warnings)).toEqual([unknownPage("Guides/Index.md:10", "./Contributing.md")]);
    expect(content.site.home?.sourceFile).toBe("index.md");
    expect(content.files.map((file) => file.path)).toEqual(["resources/encapsulation_context.svg"]);
    await expectImported(content);
  });

  it("Pino's docs: one link its author wrote to a reference name as an address", async () => {
    const content = await readContentFolder(REAL_FOLDERS.pino);
    expect(content.problems).toEqual([]);
    // `[tracing channel](tc)` links to a file named tc; the author meant the definition `[tc]: https://…`.
    expect(described(content.warnings)).toEqual([unknownTarget("diagnostics.md:3", "tc")]);
    await expectImported(content);
  });

  it("React Router's docs: links into its API reference, which is generated elsewhere and not shipped", async () => {
    const content = await readContentFolder(REAL_FOLDERS.reactRouter);
    expect(content.problems).toEqual([]);
    expect(described(content.warnings)).toEqual(REACT_ROUTER_WARNINGS);
    await expectImported(content);
  });

  it("the Docusaurus template's docs alone: its site's image is outside, and a component is kept as text", async () => {
    const content = await readContentFolder(REAL_FOLDERS.docusaurusDocs);
    expect(content.problems).toEqual([]);
    expect(described(content.warnings)).toEqual([
      unknownTarget("tutorial-basics/markdown-features.mdx:68", "/img/docusaurus.png"),
      "tutorial-basics/markdown-features.mdx:166 <Highlight> is not supported; its content is kept as text (2 uses)",
    ]);
    expect(content.files.map((file) => file.path)).toEqual([
      "tutorial-extras/img/docsVersionDropdown.png",
      "tutorial-extras/img/localeDropdown.png",
    ]);
    await expectImported(content);
  });

  it("the Docusaurus template's docs with its site's static images: every image is found", async () => {
    const content = await readContentFolder(copyWith(REAL_FOLDERS.docusaurusDocs, docusaurusStaticImages()));
    expect(content.problems).toEqual([]);
    expect(described(content.warnings)).toEqual([
      "tutorial-basics/markdown-features.mdx:166 <Highlight> is not supported; its content is kept as text (2 uses)",
    ]);
    expect(content.files.map((file) => file.path)).toContain("static/img/docusaurus.png");
    await expectImported(content);
  });

  it("the Docusaurus template's blog: a button's click handler is dropped; posts are dated by their names", async () => {
    const content = await readContentFolder(REAL_FOLDERS.docusaurusBlog);
    expect(content.problems).toEqual([]);
    expect(described(content.warnings)).toEqual([
      "2021-08-01-mdx-blog-post.mdx:24 onClick={…} on <button> is not HTML; the attribute was dropped",
    ]);
    expect(content.articles.map(({ menuCode, createdAt }) => [menuCode, createdAt])).toEqual([
      ["2019-05-28-first-blog-post", "2019-05-28T00:00:00.000Z"],
      ["2019-05-29-long-blog-post", "2019-05-29T00:00:00.000Z"],
      ["2021-08-01-mdx-blog-post", "2021-08-01T00:00:00.000Z"],
      ["2021-08-26-welcome", "2021-08-26T00:00:00.000Z"],
    ]);
    expect(content.files.map((file) => file.path)).toEqual(["2021-08-26-welcome/docusaurus-plushie-banner.jpeg"]);
    await expectImported(content);
  });
});

/** React Router's guides link its API reference (api/), generated from the source and published beside them. */
const REACT_ROUTER_WARNINGS = [
  ["explanation/concurrency.md:135", "../api/hooks/useFetcher"],
  ["explanation/form-vs-fetcher.md:289", "../api/components/Form"],
  ["explanation/form-vs-fetcher.md:290", "../api/hooks/useFetcher"],
  ["explanation/form-vs-fetcher.md:291", "../api/hooks/useNavigation"],
  ["explanation/index-query-param.md:85", "../api/components/Form"],
  ["explanation/lazy-route-discovery.md:29", "../api/components/Link"],
  ["explanation/lazy-route-discovery.md:29", "../api/components/NavLink"],
  ["explanation/special-files.md:10", "../api/framework-conventions/react-router.config.ts"],
  ["explanation/special-files.md:11", "../api/framework-conventions/root.tsx"],
  ["explanation/special-files.md:12", "../api/framework-conventions/routes.ts"],
  ["explanation/special-files.md:13", "../api/framework-conventions/entry.client.tsx"],
  ["explanation/special-files.md:14", "../api/framework-conventions/entry.server.tsx"],
  ["explanation/special-files.md:15", "../api/framework-conventions/server-modules"],
  ["explanation/special-files.md:16", "../api/framework-conventions/client-modules"],
  ["explanation/styling.md:83", "../api/components/Links"],
  ["how-to/accessibility.md:40", "../api/components/Link"],
  ["how-to/accessibility.md:41", "../api/components/NavLink"],
  ["how-to/accessibility.md:42", "../api/components/Scripts"],
  ["how-to/data-strategy.md:317", "../api/data-routers/createBrowserRouter#optsdatastrategy"],
  ["how-to/error-reporting.md:136", "../api/framework-conventions/entry.server.tsx"],
  ["how-to/error-reporting.md:137", "../api/framework-conventions/entry.server.tsx#handleerror"],
  ["how-to/error-reporting.md:138", "../api/framework-conventions/entry.client.tsx"],
  ["how-to/error-reporting.md:139", "../api/framework-routers/HydratedRouter"],
  ["how-to/error-reporting.md:140", "../api/data-routers/RouterProvider"],
  ["how-to/error-reporting.md:141", "../api/framework-routers/HydratedRouter#onError"],
  ["how-to/error-reporting.md:142", "../api/data-routers/RouterProvider#onError"],
  ["how-to/middleware.md:741", "../api/framework-conventions/react-router.config.ts"],
  ["how-to/middleware.md:742", "../api/data-routers/createBrowserRouter"],
  ["how-to/middleware.md:743", "../api/data-routers/createHashRouter"],
  ["how-to/middleware.md:744", "../api/data-routers/createMemoryRouter"],
  ["how-to/middleware.md:745", "../api/data-routers/createStaticHandler"],
  ["how-to/middleware.md:749", "../api/data-routers/createBrowserRouter#optsdatastrategy"],
  ["how-to/middleware.md:751", "../api/utils/createContext"],
  ["how-to/middleware.md:752", "../api/utils/RouterContextProvider"],
  ["how-to/middleware.md:753", "../api/data-routers/createBrowserRouter#optsgetContext"],
  ["how-to/react-server-components.md:880", "../api/rsc/matchRSCServerRequest"],
  ["how-to/react-server-components.md:881", "../api/rsc/routeRSCServerRequest"],
  ["how-to/react-server-components.md:882", "../api/rsc/RSCStaticRouter"],
  ["how-to/react-server-components.md:883", "../api/rsc/createCallServer"],
  ["how-to/react-server-components.md:884", "../api/rsc/getRSCStream"],
  ["how-to/react-server-components.md:885", "../api/rsc/RSCHydratedRouter"],
  ["how-to/react-server-components.md:893", "../api/framework-conventions/server-modules"],
  ["how-to/react-server-components.md:894", "../api/framework-conventions/client-modules"],
  ["how-to/resource-routes.md:120", "../api/framework-conventions/entry.server.tsx#handleerror"],
  ["how-to/resource-routes.md:121", "../api/utils/data"],
  ["how-to/resource-routes.md:123", "../api/hooks/useFetcher"],
  ["how-to/resource-routes.md:124", "../api/components/Form"],
  ["how-to/resource-routes.md:125", "../api/components/Await"],
  ["how-to/security.md:26", "../api/framework-conventions/entry.server.tsx"],
  ["how-to/security.md:30", "../api/components/Scripts"],
  ["how-to/security.md:31", "../api/components/ScrollRestoration"],
  ["how-to/security.md:32", "../api/framework-routers/ServerRouter"],
  ["how-to/using-handle.md:116", "../api/hooks/useMatches"],
  ["start/data/route-object.md:268", "../../api/hooks/useMatches"],
  ["start/framework/route-module.md:516", "../../api/hooks/useRouteError"],
  ["start/framework/route-module.md:517", "../../api/utils/isRouteErrorResponse"],
  ["start/framework/route-module.md:519", "../../api/hooks/useMatches"],
  // And the community pages, published on the site only.
  ["upgrading/future.md:484", "../community/api-development-strategy"],
  ["upgrading/future.md:485", "../community/api-development-strategy#unstable-flags"],
].map(([at, target]) => unknownTarget(at!, target!));
