// A symbolic link inside a folder may point anywhere. Files found by scanning are never links
// (scanFolder.ts), and linked files and tab files are checked where they are read; this is the
// check for what the importer opens by name: the site's settings, versions.json, the Docusaurus
// config and the folders of a layout's versions and languages.
import { realpath } from "node:fs/promises";
import path from "node:path";

/** Whether `target` really is `root` or inside it, once every link on the way is followed. */
export async function isInsideFolder(root: string, target: string): Promise<boolean> {
  const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(target)]);
  const fromRoot = path.relative(realRoot, realTarget);
  return fromRoot !== ".." && !fromRoot.startsWith(`..${path.sep}`) && !path.isAbsolute(fromRoot);
}

/** Why a file named in the folder is not read. */
export const LEADS_OUTSIDE = "leads out of the folder through a symbolic link; it is not read";
