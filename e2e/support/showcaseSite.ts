// The showcase: a docs folder (e2e/fixtures/showcase) holding every construct that imported
// folders use, imported and served as a reader meets it.
import { join } from "node:path";
import { REPO_ROOT } from "../../packages/server/src/test-support/runCli.js";
import { type FolderSite, startFolderSite } from "./folderSite.js";

export const SHOWCASE_FOLDER = join(REPO_ROOT, "e2e/fixtures/showcase");

export function startShowcaseSite(): Promise<FolderSite> {
  return startFolderSite(SHOWCASE_FOLDER);
}
