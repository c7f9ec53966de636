// What the site's versions and languages (getVersions) say of a slot: which version and
// language it is about, the defaults filled in; how links name it, the defaults left out; and
// whether its version is the latest, an older one or one not released yet.
import type { SiteVersions } from "@rxdocs/contract";
import type { Slot } from "./slotQuery";

/** A slot with the defaults filled in. */
export interface ResolvedSlot {
  version: string;
  lang: string;
}

export function resolveSlot(slot: Slot, site: SiteVersions): ResolvedSlot {
  return { version: slot.version ?? site.latest, lang: slot.lang ?? site.defaultLang };
}

/**
 * The slot as an address names it: without a parameter that equals the site's default, so that
 * one page has one address. As it is while the site's versions are not known.
 */
export function linkSlot(slot: Slot, site: SiteVersions | undefined): Slot {
  if (!site) return slot;
  return {
    ...(slot.version && slot.version !== site.latest ? { version: slot.version } : {}),
    ...(slot.lang && slot.lang !== site.defaultLang ? { lang: slot.lang } : {}),
  };
}

export type VersionStatus = "latest" | "older" | "unreleased";

/**
 * Versions listed before the latest are not released yet (`next`); those after it, and a version
 * the list leaves out (only the one asked about is answered then), are older.
 */
export function versionStatus(version: string, site: SiteVersions): VersionStatus {
  if (version === site.latest) return "latest";
  const names = site.versions.map((entry) => entry.name);
  const at = names.indexOf(version);
  return at !== -1 && at < names.indexOf(site.latest) ? "unreleased" : "older";
}

/** What the site calls a version: its label, else its name. */
export function versionLabel(version: string, site: SiteVersions): string {
  return site.versions.find((entry) => entry.name === version)?.label ?? version;
}

/** A language's name in itself (`Deutsch`), else its tag. */
export function languageLabel(lang: string, site: SiteVersions): string {
  return site.languages.find((entry) => entry.lang === lang)?.label ?? lang;
}
