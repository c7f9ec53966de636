// The folder's root index.md (else README.md) is the site's home page: its title and body show
// above the sections, and VitePress' home front matter (`layout: home` with `hero` and
// `features`) as a hero with buttons and feature cards. Starlight's `hero` (on a `template:
// splash` page) reads as the same hero: its `title` is the name (the page's title when it has
// none), its image's `file` the image, and its actions' `variant` their theme.
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
  const hero = readHero(data.hero, data, warnings);
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

function readHero(value: unknown, page: Settings, warnings: string[]): HomeHero | null {
  if (value === undefined || value === null) return null;
  if (!isSettings(value)) {
    warnings.push("hero must be a mapping of name, text, tagline, image and actions; it is left out");
    return null;
  }
  const hero: HomeHero = { actions: [] };
  for (const key of ["name", "text", "tagline"] as const) {
    const text = nonEmptyText(value[key]);
    if (text !== undefined) hero[key] = text;
  }
  if (hero.name === undefined && isStarlightHero(value, page)) {
    const name = nonEmptyText(value.title) ?? nonEmptyText(page.title);
    if (name !== undefined) hero.name = name;
  }
  const image = readImage(value.image);
  if (image) hero.image = image;
  const actions = Array.isArray(value.actions) ? value.actions : [];
  actions.forEach((action: unknown, index) => {
    if (isSettings(action) && typeof action.text === "string" && typeof action.link === "string") {
      hero.actions.push({ text: action.text, link: action.link, theme: actionTheme(action) });
    } else {
      warnings.push(`hero.actions[${index}] needs a text and a link; it is left out`);
    }
  });
  return hero;
}

/**
 * Whether a hero is written as Starlight writes one: with a `title` rather than VitePress' `name`
 * and `text`, on a splash page, with actions in variants or an image `file`. Its name is then the
 * page's title when it has no title of its own, as Starlight shows it.
 */
function isStarlightHero(hero: Settings, page: Settings): boolean {
  if (hero.name !== undefined || hero.text !== undefined) return false;
  const actions = Array.isArray(hero.actions) ? hero.actions : [];
  return (
    hero.title !== undefined ||
    page.template === "splash" ||
    actions.some((action: unknown) => isSettings(action) && action.variant !== undefined) ||
    (isSettings(hero.image) && (hero.image.file !== undefined || hero.image.html !== undefined))
  );
}

/** VitePress' `theme: alt`, Starlight's `variant: secondary` or `minimal`: a quieter button than the brand one. */
function actionTheme(action: Settings): HomeAction["theme"] {
  return action.theme === "alt" || action.variant === "secondary" || action.variant === "minimal" ? "alt" : "brand";
}

/**
 * `image: /logo.svg` or `{ src, alt }`; VitePress also allows `light` and `dark`, Starlight `file`
 * or `light` and `dark` (the light one is shown). Starlight's `html` image is not shown.
 */
function readImage(value: unknown): HomeHero["image"] | undefined {
  if (typeof value === "string" && value) return { src: value, alt: "" };
  if (!isSettings(value)) return undefined;
  const src = [value.src, value.file, value.light, value.dark].find(
    (candidate) => typeof candidate === "string" && candidate,
  );
  if (typeof src !== "string") return undefined;
  return { src, alt: typeof value.alt === "string" ? value.alt : "" };
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
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
