// A Docusaurus site of versions and languages, as its own commands lay it out (the classic
// template's docs cut as versions 1.0 and 2.0, `next` in docs/, version 2.0 translated into
// French), imported from its root with the real CLI and served as a reader meets it. One page is
// left out of version 1.0, and one of the French translation, for what readers meet when a page
// does not exist in the version or language they switch to.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS, type SiteVersions, SLOT_HEADERS } from "@rxdocs/contract";
import { versionedDocusaurusSite } from "../../packages/server/src/test-support/realFolders.js";
import { type FolderSite, startFolderSite } from "./folderSite.js";

/** The pages the tests read, by menu code. */
export const PAGES = {
  /** In every version and language; its text tells the versions apart (see versionedDocusaurusSite). */
  intro: "intro",
  /** Not in version 1.0. */
  notInOldest: "tutorial-extras-translate-your-site",
  /** Not translated into French. */
  untranslated: "tutorial-basics-congratulations",
} as const;

export const TRANSLATION = "fr";

export async function startVersionedSite(): Promise<FolderSite> {
  const work = mkdtempSync(join(tmpdir(), "rxdocs-versions-"));
  try {
    const root = join(work, "site");
    versionedDocusaurusSite(root, { versions: ["1.0", "2.0"], translations: { [TRANSLATION]: ["2.0"] } });
    rmSync(join(root, "versioned_docs/version-1.0/tutorial-extras/translate-your-site.mdx"));
    rmSync(
      join(root, `i18n/${TRANSLATION}/docusaurus-plugin-content-docs/version-2.0/tutorial-basics/congratulations.mdx`),
    );
    return await startFolderSite(root);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The site's versions and languages as getVersions answers them in a language. */
export async function siteVersions(siteUrl: string, lang?: string): Promise<SiteVersions> {
  const response = await fetch(`${siteUrl}/api/${API_PATHS.getVersions}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(lang && { [SLOT_HEADERS.lang]: lang }) },
    body: "{}",
  });
  const { code, data } = (await response.json()) as { code: number; data: SiteVersions };
  if (code !== 200) throw new Error(`getVersions answered ${code}`);
  return data;
}
