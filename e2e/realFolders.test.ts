// Real docs folders (Fastify's, Pino's, React Router's, the Docusaurus template's docs and blog),
// imported by the real CLI and read in Chromium: on every page, or on a sample of a large folder
// that holds the home page and every folder's page, no source syntax shows in the page the
// server sends nor once the app runs, every image loads, every in-app link opens a page, and no
// error is raised; a page of each has no axe violation in either theme at either width.
import { describe, expect, it } from "vitest";
import { docusaurusStaticImages, REAL_FOLDERS } from "../packages/server/src/test-support/realFolders.js";
import { axeViolations } from "./support/axe.js";
import { startFolderSite } from "./support/folderSite.js";
import {
  brokenImages,
  collectConsoleErrors,
  deadInAppLinks,
  rawSyntaxLines,
  samplePaths,
} from "./support/pageChecks.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";

interface RealFolder {
  name: string;
  folder: string;
  extraFiles?: Record<string, Buffer>;
  /** How many pages to open, the home page included. */
  sample: number;
  /** Pages to open whatever the sample, by menu code: those that hold what the folder is known for. */
  including: string[];
  /** The page axe checks. */
  axePage: string;
}

const FOLDERS: RealFolder[] = [
  {
    name: "Fastify's docs",
    folder: REAL_FOLDERS.fastify,
    sample: 15,
    including: ["reference-encapsulation", "reference-validation-and-serialization"],
    axePage: "/view?path=reference-encapsulation",
  },
  {
    name: "Pino's docs",
    folder: REAL_FOLDERS.pino,
    sample: 15,
    including: [],
    axePage: "/view?path=api",
  },
  {
    name: "React Router's docs",
    folder: REAL_FOLDERS.reactRouter,
    sample: 15,
    including: ["start-modes", "start-framework-route-module", "how-to-react-server-components"],
    axePage: "/view?path=start-framework-route-module",
  },
  {
    // The template's docs with its site's images, where their root-relative links look.
    name: "the Docusaurus template's docs",
    folder: REAL_FOLDERS.docusaurusDocs,
    extraFiles: docusaurusStaticImages(),
    sample: 15,
    including: [],
    axePage: "/view?path=tutorial-basics-markdown-features",
  },
  {
    name: "the Docusaurus template's blog",
    folder: REAL_FOLDERS.docusaurusBlog,
    sample: 15,
    including: [],
    axePage: "/view?path=2021-08-26-welcome",
  },
];

describe.each(FOLDERS)("$name", ({ folder, extraFiles, sample, including, axePage }) => {
  const reader = readerSession(() => startFolderSite(folder, { extraFiles }));

  it("reads on every page without source syntax, broken images, dead links or errors", async () => {
    const paths = await samplePaths(reader.site.url, sample, including);
    expect(paths.length).toBeGreaterThanOrEqual(Math.min(sample, 5));
    // The page as the server sends it: the app's scripts never load.
    const { page: served } = await reader.newPage();
    await served.route(/\.m?js(?:\?|$)/, (route) => route.abort());
    const { page, errors } = await reader.newPage();
    collectConsoleErrors(page, errors);
    const knownPages = new Map<string, boolean>();
    const findings: Record<string, string[]> = {};
    for (const path of paths) {
      await served.goto(path);
      const found = (await rawSyntaxLines(served)).map((line) => `served: ${line}`);
      errors.length = 0;
      await visit(page, path);
      await page.locator("#rx-main h1").first().waitFor();
      found.push(...(await rawSyntaxLines(page)));
      found.push(...(await brokenImages(page)).map((src) => `image: ${src}`));
      found.push(...(await deadInAppLinks(page, reader.site.url, knownPages)).map((href) => `link: ${href}`));
      found.push(...errors.map((error) => `error: ${error}`));
      if (found.length > 0) findings[path] = found;
    }
    expect(findings).toEqual({});
  });

  describe.each(WIDTHS)("on a %s", (viewport) => {
    it.each(["light", "dark"] as const)("has no axe violation (%s)", async (colorScheme) => {
      const { page } = await reader.openPage(axePage, { viewport, colorScheme });
      await page.locator("#rx-article-title").waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
