// How Docsify reads the addresses its pages, sidebars and navbars link to. Docsify is a
// single-page app: `guide.md`, `/guide`, `#/guide` and `/#/guide` are all the route `/guide`,
// which loads `guide.md` from the site's folder; a folder's route (`/guide/`) loads its
// README.md; a heading is named in the query (`guide?id=setup`), since the hash holds the route.
// Unless `relativePath` is set, a link is read from the site's root whatever page it is on.
// `alias` maps routes to other files, or to another site's files, before they are loaded.
import path from "node:path";

/** What a site's configuration says of its routes. */
export interface DocsifyRouting {
  /** `relativePath`: links are read from the page's folder rather than from the site's root. */
  relativePath: boolean;
  /** `alias`, in the order written: the first that matches a route rewrites it. */
  aliases: readonly RouteAlias[];
  /** `ext`: the extension a route's file has. */
  ext: string;
}

export interface RouteAlias {
  pattern: RegExp;
  replacement: string;
}

export const DEFAULT_ROUTING: DocsifyRouting = { relativePath: false, aliases: [], ext: ".md" };

/** Where a link leads, as Docsify reads it. */
export type DocsifyTarget =
  | { kind: "external"; href: string; alias?: string }
  | { kind: "anchor"; anchor: string }
  /** `route` starts with "/" and has no extension for a page (`/guide`, `/guide/`, `/`). */
  | { kind: "route"; route: string; anchor?: string };

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Aliases rewrite a route again and again until none matches; a loop stops here. */
const MAX_ALIAS_STEPS = 10;

/**
 * The target of a link as written in a page, a sidebar or a navbar. `fromRoute` is the route of
 * the folder it is read from ("/" or "/guide/"), which matters only with `relativePath`.
 */
export function docsifyTarget(href: string, fromRoute: string, routing: DocsifyRouting): DocsifyTarget {
  let written = href.trim();
  if (HAS_SCHEME.test(written) || written.startsWith("//")) return { kind: "external", href: written };
  let isHashRoute = false;
  if (written.startsWith("#/") || written.startsWith("/#/")) {
    written = written.slice(written.indexOf("#") + 1);
    isHashRoute = true;
  } else if (written.startsWith("#")) {
    return { kind: "anchor", anchor: written.slice(1) };
  }
  const { path: pathPart, anchor } = splitAnchor(written);
  if (pathPart === "") return anchor === undefined ? { kind: "anchor", anchor: "" } : { kind: "anchor", anchor };
  const fromFolder = routing.relativePath && !isHashRoute ? fromRoute : "/";
  const route = withoutExtension(resolveRoute(fromFolder, pathPart), routing.ext);
  const aliased = applyAliases(route, routing.aliases);
  if (aliased !== route && isExternal(aliased)) {
    return { kind: "external", href: readableAddress(fileOfRoute(aliased, routing.ext)), alias: aliased };
  }
  return { kind: "route", route: aliased, ...(anchor !== undefined && { anchor }) };
}

/**
 * The file a route loads, relative to the site's folder: `/` is the home page (README.md),
 * `/guide/` is `guide/README.md`, `/guide` is `guide.md`; a route with an extension of its own
 * (`/demo.html`, `/files/a.pdf`) is that file.
 */
export function fileOfRoute(route: string, ext: string): string {
  const bare = route.replace(/^\/+/, "");
  if (bare === "" || bare.endsWith("/")) return `${bare}README${ext}`;
  if (path.posix.extname(bare) !== "") return bare;
  return `${bare}${ext}`;
}

/** The route of a page's file, relative to the site's folder: `guide.md` → `/guide`, `guide/README.md` → `/guide/`. */
export function routeOfFile(file: string, ext: string): string {
  const withoutExt = file.endsWith(ext) ? file.slice(0, -ext.length) : file.replace(/\.md$/i, "");
  if (withoutExt === "README") return "/";
  if (withoutExt.endsWith("/README")) return `/${withoutExt.slice(0, -"README".length)}`;
  return `/${withoutExt}`;
}

/** The route of the folder a file is in: "/" or "/guide/". */
export function folderRouteOf(file: string): string {
  const folder = path.posix.dirname(file);
  return folder === "." ? "/" : `/${folder}/`;
}

/** What is said of a link that an alias sends to another site's file. */
export function aliasedAway(href: string, address: string): string {
  return `index.html's alias sends ${JSON.stringify(href)} to another site's file; it becomes a link to ${address}`;
}

/** Whether an address leads to another site. */
export function isExternal(address: string): boolean {
  return HAS_SCHEME.test(address) || address.startsWith("//");
}

/**
 * Reads the `alias` of a configuration: its keys are regular expressions matched against the
 * whole route. A key that is no regular expression is left out, and said.
 */
export function readAliases(alias: Readonly<Record<string, unknown>>): { aliases: RouteAlias[]; unread: string[] } {
  const aliases: RouteAlias[] = [];
  const unread: string[] = [];
  for (const [key, replacement] of Object.entries(alias)) {
    if (typeof replacement !== "string") {
      unread.push(key);
      continue;
    }
    try {
      aliases.push({ pattern: new RegExp(`^${key}$`), replacement });
    } catch {
      unread.push(key);
    }
  }
  return { aliases, unread };
}

/** A route after the aliases that match it, as Docsify rewrites it before loading its file. */
export function applyAliases(route: string, aliases: readonly RouteAlias[]): string {
  let current = route;
  let previous: string | undefined;
  for (let step = 0; step < MAX_ALIAS_STEPS; step++) {
    const alias = aliases.find(({ pattern }) => pattern.test(current) && current !== previous);
    if (!alias) break;
    previous = current;
    current = current.replace(alias.pattern, alias.replacement);
  }
  return current;
}

/**
 * Another site's file as a reader would rather see it: Docsify loads the raw Markdown that
 * GitHub and jsDelivr serve, which a reader following a link is better shown on GitHub's page.
 */
export function readableAddress(address: string): string {
  const raw = /^https?:\/\/raw\.githubusercontent\.com\/([^/]+)\/([^/]+)\/([^/]+)\/(.*)$/.exec(address);
  if (raw) return `https://github.com/${raw[1]}/${raw[2]}/blob/${raw[3]}/${raw[4]}`;
  const cdn = /^https?:\/\/cdn\.jsdelivr\.net\/gh\/([^/]+)\/([^/@]+)@([^/]+)\/(.*)$/.exec(address);
  if (cdn) return `https://github.com/${cdn[1]}/${cdn[2]}/blob/${cdn[3]}/${cdn[4]}`;
  return address;
}

/** `guide.md?id=setup`, `guide#setup` (Docsify reads the first "#" as "?id="): the path and the heading. */
function splitAnchor(written: string): { path: string; anchor?: string } {
  const hashAt = written.indexOf("#");
  const beforeHash = hashAt === -1 ? written : written.slice(0, hashAt);
  const hashAnchor = hashAt === -1 ? undefined : written.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf("?");
  const pathPart = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  const anchor = query.get("id") ?? hashAnchor;
  return { path: pathPart, ...(anchor !== undefined && anchor !== null && { anchor }) };
}

/** A path read from a folder's route, normalized, never above the site's root. */
function resolveRoute(fromFolder: string, written: string): string {
  const joined = written.startsWith("/") ? written : `${fromFolder}${written}`;
  const normalized = path.posix.normalize(`/${joined}`).replace(/^(\/\.\.)+(?=\/|$)/, "") || "/";
  const isFolder = written.endsWith("/") && !normalized.endsWith("/");
  return isFolder ? `${normalized}/` : normalized;
}

/** Docsify takes `.md` off a link's route: `guide.md` is the route `/guide`. */
function withoutExtension(route: string, ext: string): string {
  if (route.endsWith(ext)) return route.slice(0, -ext.length);
  return route;
}
