// Reads the site's settings from rxdocs.json at the folder's root. It is data, never code, like
// the tools' own configurations, which are parsed and never run (sites/). Its `locales` are read
// by sites/rxdocs.ts, its `openapi` by openapi/specSources.ts.
import { LANG_TAG, type TopNavLink } from "@rxdocs/contract";
import { parseFeedSetting } from "./feedSettings.js";
import { parseInsightSetting } from "./insightSettings.js";
import type { StoredSiteSettings } from "./model.js";
import { isSettings, SettingFields } from "./settingFields.js";
import { parseUiSettings } from "./uiSettings.js";

export const SITE_SETTINGS_FILE = "rxdocs.json";

const KNOWN_KEYS = new Set([
  "title",
  "description",
  "editUrl",
  "logo",
  "lang",
  "nav",
  "locales",
  "ui",
  "openapi",
  "feed",
  "feedback",
  "offline",
  "insight",
  "$schema",
]);

export interface ParsedSiteSettings {
  /** Undefined when the file is not a JSON object. */
  settings?: StoredSiteSettings;
  /** Why (part of) the file is unusable. */
  reasons: string[];
  /** What is ignored. */
  warnings: string[];
}

export function parseSiteSettings(text: string): ParsedSiteSettings {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { reasons: [`not valid JSON: ${error instanceof Error ? error.message : String(error)}`], warnings: [] };
  }
  if (!isSettings(data)) return { reasons: ["must be a JSON object"], warnings: [] };
  const fields = new SettingFields(data);
  const feed = parseFeedSetting(fields.value("feed"));
  const insight = parseInsightSetting(fields.value("insight"));
  const settings: StoredSiteSettings = {
    title: fields.string("title"),
    description: fields.string("description"),
    editUrl: readEditUrl(fields),
    logo: fields.string("logo"),
    lang: readLang(fields),
    nav: readNav(fields),
    ui: readUi(fields),
    feed: feed.feed,
    feedback: fields.boolean("feedback"),
    offline: fields.boolean("offline"),
    insight: insight.insight,
  };
  const warnings = Object.keys(data)
    .filter((key) => !KNOWN_KEYS.has(key))
    .map((key) => `${JSON.stringify(key)} is not a setting rxdocs knows; it is ignored`)
    .concat(feed.warnings, insight.warnings);
  return { settings: withoutUndefined(settings), reasons: fields.reasons, warnings };
}

/** An http(s) address with `{path}` where the page's file goes. */
function readEditUrl(fields: SettingFields): string | undefined {
  const value = fields.string("editUrl");
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/i.test(value) || !value.includes("{path}")) {
    return fields.reject(
      'editUrl must be an http(s) address with {path} in it, such as "https://github.com/o/r/edit/main/docs/{path}"',
    );
  }
  return value;
}

/** The top bar's links: `[{ "text": "Guide", "link": "/guide/" }, { "text": "More", "items": [ … ] }]`. */
function readNav(fields: SettingFields): TopNavLink[] | undefined {
  const value = fields.value("nav");
  if (value === undefined) return undefined;
  const links = Array.isArray(value) ? value.map(readNavLink) : undefined;
  if (links?.every((link) => link !== undefined)) return links;
  return fields.reject('nav must be a list of { "text", "link" } or { "text", "items": [ … ] }');
}

function readNavLink(value: unknown): TopNavLink | undefined {
  if (!isSettings(value) || typeof value.text !== "string") return undefined;
  if (Array.isArray(value.items)) {
    const items = value.items.map(readNavLink);
    return items.every((item) => item !== undefined) ? { text: value.text, link: "", items } : undefined;
  }
  return typeof value.link === "string" ? { text: value.text, link: value.link } : undefined;
}

/** The site's own wording of the reader's interface (uiSettings.ts). */
function readUi(fields: SettingFields): StoredSiteSettings["ui"] {
  const { ui, reasons } = parseUiSettings(fields.value("ui"));
  reasons.forEach((reason) => fields.reject(reason));
  return ui;
}

function readLang(fields: SettingFields): string | undefined {
  const value = fields.string("lang");
  if (value === undefined || LANG_TAG.test(value)) return value;
  return fields.reject('lang must be a language tag such as "en" or "zh-CN"');
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
