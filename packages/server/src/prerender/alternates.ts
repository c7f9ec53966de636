// The `hreflang` alternates of a first page: the same page in each language its version has,
// and `x-default` for readers of any other, so that search engines offer readers their own.
import { SHARE_QUERY, SLOT_QUERY } from "@rxdocs/contract";
import type { Catalog } from "../catalog/catalog.js";
import { DEFAULT_SITE } from "../presenters/site.js";
import { escapeHtml } from "./entryDocument.js";

export function alternateLinks(
  catalog: Pick<Catalog, "slot" | "slots" | "versions" | "settings">,
  origin: string,
  menuCode: string | null,
): string {
  const { version } = catalog.slot;
  const langs = catalog.slots.filter((slot) => slot.version === version).map((slot) => slot.lang);
  if (langs.length < 2) return "";
  const defaultLang = catalog.settings.lang ?? DEFAULT_SITE.lang;
  const latest = catalog.versions.find((row) => row.latest === 1)?.name;
  const address = (lang: string) => {
    const query = new URLSearchParams({
      ...(menuCode ? { [SHARE_QUERY.path]: menuCode } : {}),
      ...(version !== latest ? { [SLOT_QUERY.version]: version } : {}),
      ...(lang !== defaultLang ? { [SLOT_QUERY.lang]: lang } : {}),
    }).toString();
    return `${origin}${menuCode ? "/view" : "/"}${query ? `?${query}` : ""}`;
  };
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`;
  return [...langs.map((lang) => link(lang, address(lang))), link("x-default", address(defaultLang))].join("");
}
