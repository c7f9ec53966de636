// /llms.txt as the proposal at https://llmstxt.org has it: the site's name as the H1, its
// description as a blockquote, then a `##` section per top-level menu listing its pages, each a
// link to the page as Markdown with its description. The other versions and languages follow,
// each by its own llms.txt.
import { SLOT_QUERY } from "@rxdocs/contract";
import type { ReaderView } from "../../access/readerAccess.js";
import type { Catalog, CatalogMenu } from "../../catalog/catalog.js";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { pageAddress } from "../pageAddress.js";
import { escapeInline } from "./markdownRule.js";
import { readableSections } from "./readablePages.js";

export function llmsTxt(view: Pick<ReaderView, "catalog" | "visible">, origin: string): string {
  const { catalog } = view;
  const lines = [
    ...siteHeading(catalog),
    `Each page below is Markdown. All of them in one file: [llms-full.txt](${llmsAddress(catalog, origin, "llms-full.txt")})`,
    "",
  ];
  for (const { menu, pages } of readableSections(view)) {
    lines.push(`## ${oneLine(menu.menuName)}`, "", ...pages.map((page) => pageItem(catalog, origin, page)), "");
  }
  const others = otherSlots(catalog);
  if (others.length > 0) {
    lines.push("## Other versions and languages", "");
    const manyVersions = new Set(catalog.slots.map((slot) => slot.version)).size > 1;
    const manyLangs = new Set(catalog.slots.map((slot) => slot.lang)).size > 1;
    for (const { version, lang } of others) {
      const label = versionLabel(catalog, version);
      const name = manyVersions && manyLangs ? `${label} (${lang})` : manyVersions ? label : lang;
      lines.push(`- [${escapeInline(name)}](${llmsAddress(catalog, origin, "llms.txt", { version, lang })})`);
    }
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** The site's name as the H1 and its description, if it has one, as a blockquote. */
export function siteHeading(catalog: Pick<Catalog, "settings">): string[] {
  const title = catalog.settings.title || DEFAULT_SITE.title;
  const description = oneLine(catalog.settings.description ?? "");
  return [`# ${oneLine(title)}`, "", ...(description ? [`> ${description}`, ""] : [])];
}

/** `- [title](address): description`, the description where the page has one. */
function pageItem(catalog: Catalog, origin: string, page: CatalogMenu): string {
  const meta = catalog.articles.get(page.menuCode);
  const title = escapeInline(oneLine(meta?.article_title || page.menuName));
  const description = oneLine(descriptionOf(meta) ?? "");
  const address = pageAddress(catalog, origin, page.menuCode, { markdown: true });
  return `- [${title}](${address})${description ? `: ${description}` : ""}`;
}

/** A page's front-matter description, where the catalog keeps one. */
function descriptionOf(meta: object | undefined): string | undefined {
  const description = meta && "description" in meta ? meta.description : undefined;
  return typeof description === "string" ? description : undefined;
}

/** The address of one of the machine files, naming the version and language where not the defaults. */
export function llmsAddress(
  catalog: Pick<Catalog, "slot" | "versions" | "settings">,
  origin: string,
  file: string,
  slot: { version: string; lang: string } = catalog.slot,
): string {
  const latest = catalog.versions.find((row) => Number(row.latest) === 1)?.name;
  const defaultLang = catalog.settings.lang ?? DEFAULT_SITE.lang;
  const query = new URLSearchParams({
    ...(latest !== undefined && slot.version !== latest ? { [SLOT_QUERY.version]: slot.version } : {}),
    ...(slot.lang !== defaultLang ? { [SLOT_QUERY.lang]: slot.lang } : {}),
  }).toString();
  return `${origin}/${file}${query ? `?${query}` : ""}`;
}

/** The slots of the listed versions other than the catalog's own, in the order of the switcher. */
function otherSlots(catalog: Catalog) {
  const listed = catalog.versions
    .filter((version) => Number(version.listed) === 1)
    .sort((a, b) => a.position - b.position)
    .map((version) => version.name);
  return listed.flatMap((version) =>
    catalog.slots.filter(
      (slot) => slot.version === version && (slot.version !== catalog.slot.version || slot.lang !== catalog.slot.lang),
    ),
  );
}

function versionLabel(catalog: Catalog, name: string): string {
  return catalog.versions.find((version) => version.name === name)?.label ?? name;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
