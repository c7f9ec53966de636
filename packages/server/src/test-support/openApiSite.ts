// A site whose answers hold every optional part of the contract, so that checking them against
// the OpenAPI document checks each part: a home page with a hero and features, a logo and an
// edit address, tabs, formulas, files, restricted and hidden folders, a second version and a
// translation that lacks pages. The request examples of the document name its pages.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { issueAccessKey } from "../access/keyIssuer.js";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { importContent } from "../content/importContent.js";
import { readContentFolder } from "../content/readFolder.js";
import { serverEntryOf } from "../prerender/serverEntry.js";
import { findMenu } from "../storage/menus.js";
import type { DatabaseKind } from "./databases.js";
import { writeFileTree } from "./fileTree.js";
import { pngImage } from "./images.js";
import { startTestSite, type TestSite } from "./testServer.js";

export const PUBLIC_IMAGE = pngImage(8, 6, [10, 20, 30]);
export const RESTRICTED_IMAGE = pngImage(9, 9, [200, 10, 10]);

const SITE: Record<string, string | Uint8Array> = {
  "rxdocs.json": JSON.stringify({
    title: "Conformance",
    description: "Every part of an answer, once.",
    logo: "img/logo.png",
    editUrl: "https://example.com/edit/{path}",
  }),
  "index.md": [
    "---",
    "layout: home",
    "hero:",
    "  name: Conformance",
    "  text: All the parts",
    "  tagline: Checked against the document",
    "  image: img/logo.png",
    "  actions:",
    "    - text: Start",
    "      link: ./guide/introduction.md",
    "    - theme: alt",
    "      text: Elsewhere",
    "      link: https://example.com",
    "features:",
    "  - icon: 📂",
    "    title: Folders",
    "    details: As they are.",
    "    link: ./guide/introduction.md",
    "    linkText: Read",
    "  - title: Bare",
    "---",
    "",
    "# Home",
    "",
    "Welcome.",
  ].join("\n"),
  "guide/introduction.md": [
    "---",
    "code: introduction",
    "tabs:",
    "  - label: npm",
    "    md: npm install rxdocs",
    "  - label: pnpm",
    "    md: pnpm add rxdocs",
    "---",
    "",
    "# Introduction",
    "",
    "How to install the site. ![picture](../img/picture.png)",
    "",
    "## Install",
    "",
    "Run the installer, then check $e^{i\\pi} + 1 = 0$.",
    "",
    "### Details",
    "",
    "The installer asks nothing.",
  ].join("\n"),
  "guide/usage.md": "---\ncode: usage\n---\n\n# Usage\n\nInstall first, then read about the pomegranate.\n",
  "secret/_category_.json": JSON.stringify({ code: "secret", visibility: "restricted" }),
  "secret/plan.md": "---\ncode: plan\n---\n\n# Plan\n\nThe install plan. ![private](../img/private.png)\n",
  "hidden/_category_.json": JSON.stringify({ code: "hidden", visibility: "hidden" }),
  "hidden/note.md": "---\ncode: note\n---\n\n# Note\n\nA hidden install note.\n",
  "img/logo.png": pngImage(4, 4),
  "img/picture.png": PUBLIC_IMAGE,
  "img/private.png": RESTRICTED_IMAGE,
};

/** The French pages: the introduction only, so the others are offered untranslated. */
const TRANSLATION: Record<string, string> = {
  "guide/introduction.md": "---\ncode: introduction\n---\n\n# Introduction\n\nComment installer le site.\n",
};

export interface OpenApiSite {
  site: TestSite;
  /** A key to every restricted menu. */
  key: string;
  /** The share code of the hidden folder. */
  viewCode: string;
  stop(): Promise<void>;
}

/** The site on a real server with the built reader app, whose renderer adds `rendered` to answers. */
export async function startOpenApiSite(kind: DatabaseKind): Promise<OpenApiSite> {
  if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
  const folders = [mkdtempSync(join(tmpdir(), "rxdocs-openapi-")), mkdtempSync(join(tmpdir(), "rxdocs-openapi-fr-"))];
  writeFileTree(folders[0]!, SITE);
  writeFileTree(folders[1]!, TRANSLATION);
  const content = await readContentFolder(folders[0]!);
  if (content.problems.length > 0) throw new Error(JSON.stringify(content.problems));
  const site = await startTestSite(kind, { content, server: { web: { root: BUNDLED_WEB_ROOT } } });
  const { db } = site.server.storage;
  await importContent(db, await readContentFolder(folders[0]!), { slot: { version: "1.x", lang: "en" } });
  await importContent(db, await readContentFolder(folders[1]!), { slot: { version: "current", lang: "fr" } });
  return {
    site,
    key: (await issueAccessKey(db, { name: "all", scope: [], expiresAt: null })).key,
    viewCode: (await findMenu(db, "hidden"))!.view_path_code!,
    async stop() {
      await site.stop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
