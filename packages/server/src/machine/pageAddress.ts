// A page's absolute address, naming its version and language only where they are not the
// defaults, as the app writes them. Shared by every channel that hands addresses to machines
// (llms.txt, sitemaps, feeds, canonical links, MCP), so that each page has one address.
import { SHARE_QUERY, SLOT_QUERY } from "@rxdocs/contract";
import type { Catalog } from "../catalog/catalog.js";
import { DEFAULT_SITE } from "../presenters/site.js";

export type AddressCatalog = Pick<Catalog, "slot" | "versions" | "settings">;

export interface AddressOptions {
  /** The language of the address, if not the catalog's own. */
  lang?: string;
  /** The page as Markdown (`/view.md`) rather than as the reader's page. */
  markdown?: boolean;
}

/** The address of a page, or of the home page for a null code. */
export function pageAddress(
  catalog: AddressCatalog,
  origin: string,
  menuCode: string | null,
  options: AddressOptions = {},
): string {
  const { version } = catalog.slot;
  const lang = options.lang ?? catalog.slot.lang;
  const defaultLang = catalog.settings.lang ?? DEFAULT_SITE.lang;
  const latest = catalog.versions.find((row) => Number(row.latest) === 1)?.name;
  const query = new URLSearchParams({
    ...(menuCode ? { [SHARE_QUERY.path]: menuCode } : {}),
    ...(latest !== undefined && version !== latest ? { [SLOT_QUERY.version]: version } : {}),
    ...(lang !== defaultLang ? { [SLOT_QUERY.lang]: lang } : {}),
  }).toString();
  const path = menuCode ? (options.markdown ? "/view.md" : "/view") : "/";
  return `${origin}${path}${query ? `?${query}` : ""}`;
}
