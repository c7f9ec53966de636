// The `hreflang` alternates of a first page: the same page in each language of its version that
// has it (a language that lacks it shows the default language's, which is not an alternate), and
// `x-default` for readers of any other, so that search engines offer readers their own.
import type { FastifyRequest } from "fastify";
import type { ReaderAccess } from "../access/readerAccess.js";
import type { Catalog } from "../catalog/catalog.js";
import { pageAddress } from "../machine/pageAddress.js";
import { DEFAULT_SITE } from "../presenters/site.js";
import { escapeHtml } from "./entryDocument.js";

export async function alternateLinks(
  reader: ReaderAccess,
  request: FastifyRequest,
  catalog: Catalog,
  origin: string,
  menuCode: string | null,
): Promise<string> {
  const { version } = catalog.slot;
  const langs: string[] = [];
  for (const slot of catalog.slots.filter((candidate) => candidate.version === version)) {
    // As a stranger sees the language: what is listed here is for everyone.
    const { catalog: other } = await reader.view(request, {}, { version, lang: slot.lang });
    const menu = menuCode === null ? undefined : other.menus.get(menuCode);
    if (menuCode === null || (menu !== undefined && !menu.untranslated)) langs.push(slot.lang);
  }
  if (langs.length < 2) return "";
  const defaultLang = catalog.settings.lang ?? DEFAULT_SITE.lang;
  const address = (lang: string) => pageAddress(catalog, origin, menuCode, { lang });
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`;
  const links = langs.map((lang) => link(lang, address(lang)));
  if (langs.includes(defaultLang)) links.push(link("x-default", address(defaultLang)));
  return links.join("");
}
