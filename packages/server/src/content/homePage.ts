// The folder's root index.md (else README.md) is the site's home page: its title and body show
// above the sections, and VitePress' home front matter (`layout: home` with `hero` and
// `features`) as a hero with buttons and feature cards.
import type { HomeAction, HomeFeature, HomeHero } from "@rxdocs/contract";
import { findFirstHeading } from "./firstHeading.js";
import type { ParsedMarkdownFile } from "./frontMatter.js";
import type { HomeSource } from "./model.js";
import { isSettings, type Settings } from "./settingFields.js";

/** Names of the home page's file, in the order they are looked for. */
export const HOME_FILE_NAMES = ["index.md", "index.mdx", "README.md", "readme.md", "Readme.md"];

export interface ReadHomePage {
  home: HomeSource;
  /** What in the hero or features is malformed and left out. */
  warnings: string[];
}

export function readHomePage(path: string, file: ParsedMarkdownFile): ReadHomePage {
  const data: Settings = file.data ?? {};
  const warnings: string[] = [];
  const hero = readHero(data.hero, warnings);
  const features = readFeatures(data.features, warnings);
  // The hero and features are kept as read (their links resolved); the other keys as written.
  const { title: writtenTitle, hero: _hero, features: _features, ...frontMatter } = data;
  const title =
    (typeof writtenTitle === "string" ? writtenTitle : undefined) ??
    findFirstHeading(file.body) ??
    hero?.name ??
    "Home";
  return { home: { sourceFile: path, title, articleMd: file.body, hero, features, frontMatter }, warnings };
}

function readHero(value: unknown, warnings: string[]): HomeHero | null {
  if (value === undefined || value === null) return null;
  if (!isSettings(value)) {
    warnings.push("hero must be a mapping of name, text, tagline, image and actions; it is left out");
    return null;
  }
  const hero: HomeHero = { actions: [] };
  for (const key of ["name", "text", "tagline"] as const) {
    const text = value[key];
    if (typeof text === "string" && text.trim()) hero[key] = text;
  }
  const image = readImage(value.image);
  if (image) hero.image = image;
  const actions = Array.isArray(value.actions) ? value.actions : [];
  actions.forEach((action: unknown, index) => {
    if (isSettings(action) && typeof action.text === "string" && typeof action.link === "string") {
      const theme: HomeAction["theme"] = action.theme === "alt" ? "alt" : "brand";
      hero.actions.push({ text: action.text, link: action.link, theme });
    } else {
      warnings.push(`hero.actions[${index}] needs a text and a link; it is left out`);
    }
  });
  return hero;
}

/** `image: /logo.svg` or `{ src, alt }` (VitePress also allows `light` and `dark`: the light one is shown). */
function readImage(value: unknown): HomeHero["image"] | undefined {
  if (typeof value === "string" && value) return { src: value, alt: "" };
  if (!isSettings(value)) return undefined;
  const src = [value.src, value.light, value.dark].find((candidate) => typeof candidate === "string" && candidate);
  if (typeof src !== "string") return undefined;
  return { src, alt: typeof value.alt === "string" ? value.alt : "" };
}

function readFeatures(value: unknown, warnings: string[]): HomeFeature[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    warnings.push("features must be a list of { title, details }; it is left out");
    return [];
  }
  const features: HomeFeature[] = [];
  value.forEach((entry: unknown, index) => {
    if (!isSettings(entry) || typeof entry.title !== "string") {
      warnings.push(`features[${index}] needs a title; it is left out`);
      return;
    }
    const feature: HomeFeature = { title: entry.title };
    if (typeof entry.details === "string") feature.details = entry.details;
    // An icon is an emoji or short text; image icons ({ src }) are not shown.
    if (typeof entry.icon === "string") feature.icon = entry.icon;
    if (typeof entry.link === "string") feature.link = entry.link;
    if (typeof entry.linkText === "string") feature.linkText = entry.linkText;
    features.push(feature);
  });
  return features;
}
