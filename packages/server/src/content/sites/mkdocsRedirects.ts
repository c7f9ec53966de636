// The mkdocs-redirects plugin's `redirect_maps` (`old.md: new.md`, `old.md: new.md#part`,
// `old.md: https://example.com/`): each old page's file had the addresses MkDocs gives a page
// (`/old/`, or `/old.html` without directory URLs, below each language's folder), and leads to
// the page of the new file, or to another site.
import type { RedirectRule } from "../declaredRedirects.js";
import { Computed } from "./literals.js";
import { isMapping } from "./mkdocsConfig.js";

/** One line of redirect_maps: an old page's file, from docs_dir, and where it leads as written. */
export type RedirectMap = readonly [from: string, to: string];

/** The lines of the plugin's redirect_maps; what is not a file leading to a text is said of and left out. */
export function readRedirectMaps(options: Record<string, unknown>, warn: (message: string) => void): RedirectMap[] {
  const maps = options.redirect_maps;
  if (maps === undefined || maps === null) return [];
  if (!isMapping(maps)) {
    warn("redirects: redirect_maps must map old pages to new ones (old.md: new.md); no redirect is read");
    return [];
  }
  const read: RedirectMap[] = [];
  for (const [from, to] of Object.entries(maps)) {
    if (typeof to === "string" && to.trim() !== "") read.push([from, to]);
    else {
      const what = to instanceof Computed ? `comes from ${to.reason}` : "is not a page or an address";
      warn(`redirects: the destination of ${from} ${what}; the redirect is left out`);
    }
  }
  return read;
}

/** The maps as rules of one language's pages, whose addresses `addressesOf` gives. */
export function redirectRules(
  maps: readonly RedirectMap[],
  addressesOf: (file: string) => string[],
  file: string,
): RedirectRule[] {
  return maps.map(([from, to]) => ({
    from: [...addressesOf(from), `/${from.replace(/^\/+/, "")}`],
    to,
    file,
    rule: `${from}: ${to}`,
  }));
}
