// A Mintlify site: `docs.json` (or the older `mint.json`) at the root describes the navigation,
// its languages and versions, and the site's name, logo and top bar; the pages are `.mdx` and
// `.md` files anywhere under the root, their addresses their paths without extension, and
// `snippets/` holds the parts pages import. Files at the root are served from it ("/logo/light.svg").
import { LANG_TAG, VERSION_NAME } from "@rxdocs/contract";
import { ONLY_VERSION } from "../../storage/slots.js";
import type { ContentWarning } from "../model.js";
import { readMintlifyConfig } from "./mintlifyConfig.js";
import { mintlifyApiFiles } from "./mintlifyApi.js";
import { readIgnoredFiles } from "./mintlifyIgnore.js";
import { readMintJsonNavigation } from "./mintlifyLegacyNav.js";
import { readDocsJsonNavigation } from "./mintlifyNav.js";
import { keyedLike, type MintlifyNavigations } from "./mintlifyNavEntries.js";
import { readRedirects } from "./mintlifyRedirects.js";
import { readMintlifySettings } from "./mintlifySettings.js";
import { type NamedNavigation, planMintlifySlots } from "./mintlifySlots.js";
import type { SiteReader } from "./siteReader.js";

const TOOL = "Mintlify";
/** The language of a site whose configuration names none. */
const DEFAULT_LANG = "en";
/** Mintlify's language codes that are not the BCP 47 tag of their language. */
const LANGUAGE_TAGS = new Map([
  ["cn", "zh"],
  ["jp", "ja"],
]);

export const mintlifySite: SiteReader = {
  tool: TOOL,
  async read(root) {
    const config = await readMintlifyConfig(root);
    if (config === undefined) return undefined;
    const nav = config.format === "docs.json" ? readDocsJsonNavigation(config) : readMintJsonNavigation(config);
    const warnings: ContentWarning[] = [...config.warnings, ...nav.warnings];
    const versionOf = versionNames(nav, config.file, warnings);
    const langOf = languageTags(nav, config.file, warnings);
    const defaultLang = (nav.defaultLang !== undefined ? langOf.get(nav.defaultLang) : undefined) ?? DEFAULT_LANG;

    const named: NamedNavigation[] = [];
    for (const navigation of nav.navigations) {
      const lang = navigation.lang === undefined ? defaultLang : langOf.get(navigation.lang);
      if (lang === undefined) continue;
      named.push({ version: versionOf.get(navigation.version ?? "") ?? ONLY_VERSION, lang, navigation });
    }
    keyTranslations(named);
    // A navigation that cannot be read leaves the folders to give the order.
    if (named.length === 0) named.push({ version: ONLY_VERSION, lang: defaultLang });
    const redirects = readRedirects(config.value.redirects, config.file, warnings);
    const ignored = await readIgnoredFiles(root);
    const slots = await planMintlifySlots(root, named, { redirects, ignored });
    const apiSpecs = siteApiFiles(config.value, nav, config.file, warnings);
    if (apiSpecs.length > 0) for (const slot of slots) slot.apiSpecs = apiSpecs;
    if (redirects.rules.length > 0) for (const slot of slots) slot.redirects = redirects.rules;

    const settings = readMintlifySettings(config);
    if (nav.languages.length > 0) settings.lang = defaultLang;
    const versions = nav.versions.map((version) => versionOf.get(version)!);
    return {
      tool: TOOL,
      sources: {
        navigation: nav.sources.navigation,
        languages: nav.sources.languages,
        versions: nav.sources.versions,
        settings: Object.keys(settings).length > 0 ? [config.file] : [],
      },
      slots,
      versions: versions.length > 0 ? versions : [ONLY_VERSION],
      latest: (nav.defaultVersion !== undefined ? versionOf.get(nav.defaultVersion) : undefined) ?? ONLY_VERSION,
      publicRoot: root,
      settings,
      warnings,
    };
  },
};

/**
 * The OpenAPI files of the site: mint.json's `openapi`, docs.json's `api.openapi`, and those its
 * navigation names, in which an endpoint that names no file is looked for.
 */
function siteApiFiles(
  config: Record<string, unknown>,
  nav: MintlifyNavigations,
  file: string,
  warnings: ContentWarning[],
): string[] {
  const api = config.api;
  const named = [
    config.openapi,
    typeof api === "object" && api !== null ? (api as { openapi?: unknown }).openapi : undefined,
  ];
  const files = named.flatMap((value) => (value === undefined ? [] : mintlifyApiFiles(value, file, warnings)));
  return [...new Set([...files, ...(nav.apiSpecs ?? [])])];
}

/**
 * rxdocs' name of each version: the name Mintlify shows when it is one rxdocs can take
 * ("v2", "1.0.0", "2025_12"), else one made of it; "" is the site's only version.
 */
function versionNames(nav: MintlifyNavigations, file: string, warnings: ContentWarning[]): Map<string, string> {
  const names = new Map<string, string>([["", ONLY_VERSION]]);
  const taken = new Set<string>();
  nav.versions.forEach((version, index) => {
    let name = version;
    if (!VERSION_NAME.test(name)) {
      name = version
        .replace(/[^\w.+-]+/g, "-")
        .replace(/^[^\w]+|-+$/g, "")
        .slice(0, 64);
      if (!VERSION_NAME.test(name) || taken.has(name)) name = `version-${index + 1}`;
      warnings.push({
        path: file,
        message: `the version ${JSON.stringify(version)} is named ${JSON.stringify(name)}: a version's name is letters, digits and . + - _`,
      });
    }
    taken.add(name);
    names.set(version, name);
  });
  return names;
}

/** Each language code's BCP 47 tag (`cn` is `zh`, `jp` is `ja`); a code that is none is left out, with a warning. */
function languageTags(nav: MintlifyNavigations, file: string, warnings: ContentWarning[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const code of nav.languages) {
    const tag = LANGUAGE_TAGS.get(code) ?? code;
    if (LANG_TAG.test(tag)) tags.set(code, tag);
    else {
      warnings.push({
        path: file,
        message: `the language ${JSON.stringify(code)} is no language code; its pages are left out`,
      });
    }
  }
  return tags;
}

/** Each translation's sections coded as the default language's navigation of its version (or the default one) codes them. */
function keyTranslations(named: NamedNavigation[]): void {
  const [first] = named;
  if (first === undefined) return;
  for (const entry of named) {
    if (entry.lang === first.lang || !entry.navigation) continue;
    const model = named.find(({ version, lang }) => version === entry.version && lang === first.lang) ?? first;
    if (!model.navigation) continue;
    entry.navigation = { ...entry.navigation, items: keyedLike(entry.navigation.items, model.navigation.items) };
  }
}
