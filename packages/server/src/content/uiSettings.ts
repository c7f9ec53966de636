// A site's own wording of the reader's interface, rxdocs.json's `ui`: by language tag, the
// messages it words its own way, named by the keys of the English catalogue.
//
//   "ui": { "fr": { "search.placeholder": "Chercher dans le guide" },
//           "de": { "home.articleCount": { "one": "{count} Seite", "other": "{count} Seiten" } } }
//
// Each unusable entry is reported and left out; the others are kept.
import { LANG_TAG, type PluralMessage, UI_MESSAGES_EN, type UiMessageOverrides } from "@rxdocs/contract";
import { isSettings } from "./settingFields.js";

/** The site's wording, by language tag. */
export type UiSettings = Record<string, UiMessageOverrides>;

export interface ParsedUiSettings {
  ui?: UiSettings;
  /** Why each left-out entry is unusable. */
  reasons: string[];
}

const PLURAL_CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);
const SHAPE = 'ui must be an object of languages, such as { "fr": { "search.placeholder": "Rechercher" } }';

export function parseUiSettings(value: unknown): ParsedUiSettings {
  if (value === undefined || value === null) return { reasons: [] };
  if (!isSettings(value)) return { reasons: [SHAPE] };
  const reasons: string[] = [];
  const ui: UiSettings = {};
  for (const [lang, messages] of Object.entries(value)) {
    if (!LANG_TAG.test(lang)) {
      reasons.push(`ui: ${JSON.stringify(lang)} is not a language tag such as "fr" or "zh-CN"`);
    } else if (!isSettings(messages)) {
      reasons.push(`ui.${lang} must be an object of messages, such as { "search.placeholder": "…" }`);
    } else {
      ui[lang] = readMessages(lang, messages, reasons);
    }
  }
  return { ...(Object.keys(ui).length > 0 && { ui }), reasons };
}

function readMessages(lang: string, messages: Record<string, unknown>, reasons: string[]): UiMessageOverrides {
  const read: Record<string, string | PluralMessage> = {};
  for (const [key, message] of Object.entries(messages)) {
    const english: unknown = (UI_MESSAGES_EN as Record<string, unknown>)[key];
    const where = `ui.${lang}.${key}`;
    if (english === undefined) {
      reasons.push(`ui.${lang}: ${JSON.stringify(key)} is not a message of the reader's interface`);
    } else if (typeof english === "string") {
      if (typeof message === "string") read[key] = message;
      else reasons.push(`${where} must be a string`);
    } else {
      const plural = readPlural(message);
      if (plural) read[key] = plural;
      else
        reasons.push(`${where} must be a string or its forms by plural category, such as { "one": "…", "other": "…" }`);
    }
  }
  return read as UiMessageOverrides;
}

/** A counted message: its forms by plural category, or one string for every count. */
function readPlural(message: unknown): PluralMessage | undefined {
  if (typeof message === "string") return { other: message };
  if (!isSettings(message) || typeof message.other !== "string") return undefined;
  const forms = Object.entries(message);
  if (!forms.every(([category, form]) => PLURAL_CATEGORIES.has(category) && typeof form === "string")) return undefined;
  return message as unknown as PluralMessage;
}

/** The site's wording for pages in `lang`: that language's, else its base language's (`fr` for `fr-CA`). */
export function uiOverridesFor(ui: UiSettings | undefined, lang: string): UiMessageOverrides | undefined {
  if (!ui) return undefined;
  const wanted = lang.toLowerCase();
  const base = wanted.split("-", 1)[0];
  const tags = Object.keys(ui);
  const tag =
    tags.find((candidate) => candidate.toLowerCase() === wanted) ??
    tags.find((candidate) => candidate.toLowerCase() === base);
  return tag === undefined ? undefined : ui[tag];
}
