// The files Docsify loads beside a site's pages, found as Docsify finds them: a sidebar, navbar
// or cover by its name in the route's folder (`/guide/_sidebar.md`), through the aliases that
// may send it elsewhere (`'/.*/_sidebar.md': '/_sidebar.md'`), else in the folders above. Only
// files inside the site are read.
import path from "node:path";
import type { ContentWarning } from "../model.js";
import { applyAliases, type DocsifyRouting, isExternal } from "./docsifyRoutes.js";
import { readIncludedFile } from "./includedFile.js";
import { isFolder, sitePath } from "./siteFiles.js";

/** A file of the site, read. */
export interface SiteText {
  text: string;
  /** Relative to the import's root, for what is said of it. */
  path: string;
}

export class DocsifyFiles {
  constructor(
    /** The import's root. */
    readonly root: string,
    /** The site's folder, which routes start from. */
    readonly dir: string,
    private readonly routing: DocsifyRouting,
  ) {}

  /** The file Docsify loads for a route's folder by this name: the folder's own, else the nearest above. */
  nearest(folderRoute: string, name: string): SiteText | undefined {
    for (let folder = folderRoute; ; folder = parentRoute(folder)) {
      const file = this.ofRoute(`${folder}${name}`);
      if (file) return file;
      if (folder === "/") return undefined;
    }
  }

  /** The folder's own file of this name, not one it falls back to nor one an alias sends elsewhere. */
  own(folderRoute: string, name: string): SiteText | undefined {
    const route = `${folderRoute}${name}`;
    return applyAliases(route, this.routing.aliases) === route ? this.ofRoute(route) : undefined;
  }

  /** The site's file a route loads, after the aliases; undefined for none, or for another site's. */
  ofRoute(route: string): SiteText | undefined {
    const aliased = applyAliases(route, this.routing.aliases);
    if (isExternal(aliased)) return undefined;
    const included = readIncludedFile(this.dir, aliased.replace(/^\/+/, ""));
    if ("reason" in included) return undefined;
    return { text: included.text, path: sitePath(this.root, path.join(this.dir, included.file)) };
  }
}

/**
 * The folder of the pages: `basePath` when it is a folder of the site, else the root. `basePath`
 * may name another site, whose pages an import never fetches.
 */
export async function pagesFolder(
  root: string,
  basePath: string | undefined,
  warn: (warning: ContentWarning) => void,
  configFile: string,
): Promise<string> {
  if (basePath === undefined || basePath === "/" || basePath === "./") return root;
  if (isExternal(basePath)) {
    warn({
      path: configFile,
      message: `basePath loads the pages from ${basePath}, which an import does not fetch; the folder's own pages are read`,
    });
    return root;
  }
  const dir = path.resolve(root, basePath.replace(/^\/+/, ""));
  if (await isFolder(root, dir)) return dir;
  warn({
    path: configFile,
    message: `basePath names ${JSON.stringify(basePath)}, which is no folder of the site; the folder's own pages are read`,
  });
  return root;
}

function parentRoute(folderRoute: string): string {
  const parent = path.posix.dirname(folderRoute.replace(/\/$/, ""));
  return parent === "/" ? "/" : `${parent}/`;
}
