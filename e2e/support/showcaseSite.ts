// The showcase: a docs folder (e2e/fixtures/showcase) holding every construct that imported
// folders use, imported and served as a reader meets it, with a key to its restricted section.
import { join } from "node:path";
import { REPO_ROOT } from "../../packages/server/src/test-support/runCli.js";
import { createKeyLink, type FolderSite, startFolderSite } from "./folderSite.js";

export const SHOWCASE_FOLDER = join(REPO_ROOT, "e2e/fixtures/showcase");

export interface ShowcaseSite extends FolderSite {
  /** Share link (path only) that opens the restricted "Partners" section at its plan. */
  partnerLink: string;
}

export function startShowcaseSite(): Promise<ShowcaseSite> {
  return startFolderSite(SHOWCASE_FOLDER, {
    async prepare(cli) {
      return { partnerLink: (await createKeyLink(cli, "partners", "partners")).link };
    },
  });
}
