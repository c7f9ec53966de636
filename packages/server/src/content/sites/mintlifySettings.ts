// What a Mintlify configuration says of the site as a whole: its name, description and logo, and
// the links of its top bar (docs.json's `navbar`, mint.json's `topbarLinks` and `topbarCtaButton`).
import type { TopNavLink } from "@rxdocs/contract";
import type { SiteSettings } from "../model.js";
import type { MintlifyConfig } from "./mintlifyConfig.js";
import { isOtherSiteAddress } from "./mintlifyNavEntries.js";
import { isObject } from "./siteFiles.js";

/** The names Mintlify shows for a link of a known kind that names none. */
const LINK_KINDS = new Map([
  ["github", "GitHub"],
  ["discord", "Discord"],
]);

export function readMintlifySettings(config: MintlifyConfig): SiteSettings {
  const { value } = config;
  const settings: SiteSettings = {};
  if (typeof value.name === "string" && value.name.trim() !== "") settings.title = value.name.trim();
  if (config.format === "docs.json" && typeof value.description === "string" && value.description.trim() !== "") {
    settings.description = value.description.trim();
  }
  const logo = logoOf(value.logo);
  if (logo !== undefined) settings.logo = logo;
  const nav =
    config.format === "docs.json"
      ? linksOf(isObject(value.navbar) ? [...asList(value.navbar.links), value.navbar.primary] : [], "label", "href")
      : linksOf([...asList(value.topbarLinks), value.topbarCtaButton], "name", "url");
  if (nav.length > 0) settings.nav = nav;
  return settings;
}

/**
 * A logo's path, or the light one of `{ light, dark, href }`: a path from the site's root, given as
 * "/" + path so that it is looked for there.
 */
function logoOf(logo: unknown): string | undefined {
  const path = isObject(logo) ? (logo.light ?? logo.dark) : logo;
  if (typeof path !== "string" || path.trim() === "") return undefined;
  return isOtherSiteAddress(path) ? path : `/${path.trim().replace(/^\.?\/+/, "")}`;
}

/** Links written `{ label, href }` (or a GitHub or Discord link without a label); others are passed over. */
function linksOf(entries: readonly unknown[], labelKey: string, hrefKey: string): TopNavLink[] {
  const links: TopNavLink[] = [];
  for (const entry of entries) {
    const href = isObject(entry) ? entry[hrefKey] : undefined;
    if (!isObject(entry) || typeof href !== "string") continue;
    const label = entry[labelKey] ?? (typeof entry.type === "string" ? LINK_KINDS.get(entry.type) : undefined);
    if (typeof label === "string" && label.trim() !== "") links.push({ text: label.trim(), link: href });
  }
  return links;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
