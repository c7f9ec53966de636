// The version and language of a page, as its address names them (SLOT_QUERY) when they are not
// the site's defaults: /view?path=intro&version=2.x&lang=zh. Every in-app address the app builds
// carries them, so that a reader who follows a link stays in the version and language they read.
import { LANG_TAG, type QueryParameters, SLOT_QUERY, VERSION_NAME } from "@rxdocs/contract";

/** The version and language an address names; a field left out is the site's default. */
export interface Slot {
  version?: string;
  lang?: string;
}

/** The site's defaults: the latest version in the default language. */
export const DEFAULT_SLOT: Slot = Object.freeze({});

/** The slot an address names. A value that is no version name or language tag is left out, as the server would refuse it. */
export function slotOf(search: QueryParameters): Slot {
  const version = search.get(SLOT_QUERY.version);
  const lang = search.get(SLOT_QUERY.lang);
  return {
    ...(version && VERSION_NAME.test(version) ? { version } : {}),
    ...(lang && LANG_TAG.test(lang) ? { lang } : {}),
  };
}

/** A name of the slot for the caches that keep one copy per slot: "" for the site's defaults. */
export function slotKey({ version, lang }: Slot): string {
  return version || lang ? `${version ?? ""}|${lang ?? ""}` : "";
}

export function sameSlot(a: Slot, b: Slot): boolean {
  return a.version === b.version && a.lang === b.lang;
}

/** The slot's query parameters, encoded, in a fixed order (`version=2.x&lang=zh`). */
function slotParameters({ version, lang }: Slot): string[] {
  const parameters: string[] = [];
  if (version) parameters.push(`${SLOT_QUERY.version}=${encodeURIComponent(version)}`);
  if (lang) parameters.push(`${SLOT_QUERY.lang}=${encodeURIComponent(lang)}`);
  return parameters;
}

const SLOT_NAMES: readonly string[] = [SLOT_QUERY.version, SLOT_QUERY.lang];

/** `href` with the slot's parameters in place of any it had; its other parameters and its #fragment as they were. */
export function withSlot(href: string, slot: Slot): string {
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = base.indexOf("?");
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const kept = (queryAt === -1 ? "" : base.slice(queryAt + 1))
    .split("&")
    .filter((parameter) => parameter !== "" && !SLOT_NAMES.includes(parameterName(parameter)));
  const parameters = [...kept, ...slotParameters(slot)];
  return `${path}${parameters.length > 0 ? `?${parameters.join("&")}` : ""}${hash}`;
}

function parameterName(parameter: string): string {
  const name = parameter.split("=", 1)[0]!;
  try {
    return decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    return name;
  }
}

/** An address of one of the app's pages (`/` or `/view?…`), which links in the app keep the slot in. */
export function isAppPageAddress(href: string): boolean {
  return /^\/(?:view)?(?:[?#]|$)/.test(href);
}
