// The one place that decides how the site's versions and languages look on the wire.
import type { LanguageEntry, SiteVersions } from "@rxdocs/contract";
import type { Catalog } from "../catalog/catalog.js";
import { ONLY_VERSION } from "../storage/slots.js";
import { DEFAULT_SITE } from "./site.js";

export function presentVersions(catalog: Pick<Catalog, "versions" | "slots" | "slot" | "settings">): SiteVersions {
  const defaultLang = catalog.settings.lang ?? DEFAULT_SITE.lang;
  const latest = catalog.versions.find((version) => version.latest === 1)?.name ?? ONLY_VERSION;
  const langs = new Set([defaultLang, ...catalog.slots.map((slot) => slot.lang)]);
  return {
    versions: catalog.versions
      .filter((version) => version.listed === 1 || version.name === catalog.slot.version)
      .map((version) => ({ name: version.name, label: version.label ?? version.name })),
    languages: [...langs].map(languageEntry),
    latest,
    defaultLang,
    version: catalog.slot.version,
    lang: catalog.slot.lang,
  };
}

/** A language by its name in itself, as readers look for theirs: "Deutsch", "中文", "Français". */
function languageEntry(lang: string): LanguageEntry {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([lang], { type: "language" }).of(lang);
  } catch {
    name = undefined; // a tag ICU does not know
  }
  return { lang, label: name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang };
}
