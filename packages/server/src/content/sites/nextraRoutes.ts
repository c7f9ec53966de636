// The routes of a Nextra site's pages, which its sidebar follows. Nextra 2 and 3 route each
// Markdown file of `pages/` by its path, and Nextra 4 each file of `content/` alike (`index` is
// its folder's route); Nextra 4 also routes each `page.mdx` of `app/` by its folder, where a route
// group `(name)` leaves the route as it is and a dynamic folder `[name]` is no page of its own.
// A folder of routes is a folder of the sidebar, which its _meta file orders and names.
import { withoutMarkdownExtension } from "../fileNames.js";

export interface RouteFolder {
  kind: "folder";
  /** The last segment of its route; "" for the root. */
  name: string;
  /** Its folder relative to the slot's folder, "/"-separated; "" for the root. */
  path: string;
  /** The route groups inside it (folder paths): their entries and _meta files are its own. */
  groups: string[];
  /** Its own page: its index, or the page of its name beside it (`blog.mdx` beside `blog/`). */
  ownPage?: string;
  /** Its pages by route segment; the root's index (the home page) is one of them. */
  pages: Map<string, string>;
  folders: Map<string, RouteFolder>;
}

const ROUTE_GROUP = /^\(.+\)$/;
const APP_PAGE = /^(?:(.+)\/)?page\.(mdx?)$/;

export function isRouteGroup(name: string): boolean {
  return ROUTE_GROUP.test(name);
}

/**
 * The name Nextra 4's `app/` folder reads a page under: `guide/install/page.mdx` is the index of
 * the folder `guide/install`, the root's `page.mdx` the home page; other files, and pages in
 * dynamic or private folders, are none. The page stays in its folder, whose route it has, so
 * that the links it writes relative to itself lead where they lead on the site.
 */
export function appPageName(file: string): string | undefined {
  const match = APP_PAGE.exec(file);
  if (!match) return undefined;
  const [, folder, extension] = match;
  if (folder?.split("/").some((part) => part.startsWith("[") || part.startsWith("_"))) return undefined;
  return folder === undefined ? `index.${extension}` : `${folder}/index.${extension}`;
}

/** The route of a page read under `file` (`guide/index.mdx` → "guide"), without leading "/". */
export function routeOf(file: string): string {
  const parts = withoutMarkdownExtension(file)
    .split("/")
    .filter((part) => !isRouteGroup(part));
  if (parts.at(-1) === "index") parts.pop();
  return parts.join("/");
}

/** The folders of routes the pages make; `files` are the pages as the import reads them. */
export function routeTree(files: readonly string[]): RouteFolder {
  const root = routeFolder("", "");
  const besides: { folder: RouteFolder; name: string; file: string }[] = [];
  for (const file of [...files].sort()) {
    const parts = file.split("/");
    let name = withoutMarkdownExtension(parts.pop()!);
    let folder = root;
    let at = "";
    for (const part of parts) {
      at = at === "" ? part : `${at}/${part}`;
      if (isRouteGroup(part)) {
        if (!folder.groups.includes(at)) folder.groups.push(at);
        continue;
      }
      let child = folder.folders.get(part);
      if (!child) {
        child = routeFolder(part, at);
        folder.folders.set(part, child);
      }
      folder = child;
    }
    // `app/(group)/page.mdx` is its parent's page.
    if (isRouteGroup(name)) name = "index";
    if (name === "index" && folder !== root) {
      folder.ownPage ??= file;
      continue;
    }
    if (!folder.pages.has(name)) folder.pages.set(name, file);
    besides.push({ folder, name, file });
  }
  // A page beside a folder of its name has the folder's route: it is the folder's own page.
  for (const { folder, name, file } of besides) {
    const namesake = folder.folders.get(name);
    if (namesake && namesake.ownPage === undefined && folder.pages.get(name) === file) {
      namesake.ownPage = file;
      folder.pages.delete(name);
    }
  }
  collapseLoneIndexes(root);
  return root;
}

/** A folder that holds only its own page is that page, as Nextra routes it (`about/index.mdx` is the page `about`). */
function collapseLoneIndexes(folder: RouteFolder): void {
  for (const [name, child] of folder.folders) {
    collapseLoneIndexes(child);
    if (child.ownPage !== undefined && child.pages.size === 0 && child.folders.size === 0 && !folder.pages.has(name)) {
      folder.pages.set(name, child.ownPage);
      folder.folders.delete(name);
    }
  }
}

function routeFolder(name: string, path: string): RouteFolder {
  return { kind: "folder", name, path, groups: [], pages: new Map(), folders: new Map() };
}
