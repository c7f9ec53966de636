// rxdocs' own layout: a folder of pages whose rxdocs.json may name its languages by folder, in
// VitePress's shape: `root` for the folder itself, each other key a sub-folder, with the language
// in `lang` (else the key): `{ "root": { "lang": "en" }, "zh": { "lang": "zh-CN", "label": "简体中文" } }`.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LANG_TAG } from "@rxdocs/contract";
import { ONLY_VERSION } from "../../storage/slots.js";
import { isInsideFolder } from "../insideFolder.js";
import { SITE_SETTINGS_FILE } from "../siteSettings.js";
import type { ContentSlot, SiteReader } from "./siteReader.js";
import { isFolder, isObject } from "./siteFiles.js";

const DEFAULT_LANG = "en";

/** A site of several languages by rxdocs.json's `locales`; a folder of one language is no layout. */
export const rxdocsSite: SiteReader = {
  tool: "rxdocs",
  async read(root) {
    const file = path.join(root, SITE_SETTINGS_FILE);
    let settings: unknown;
    try {
      if (!(await isInsideFolder(root, file))) return undefined; // the import refuses it (readFolder.ts)
      settings = JSON.parse((await readFile(file, "utf8")).replace(/^\uFEFF/, ""));
    } catch {
      return undefined; // no file, or one the import refuses with its reasons
    }
    const locales = isObject(settings) ? settings.locales : undefined;
    if (locales === undefined) return undefined;
    if (!isObject(locales)) throw new Error(`${file}: locales must be an object of languages by folder`);
    const langOf = (key: string): string => {
      const locale = locales[key] ?? {};
      const lang = isObject(locale) ? (locale.lang ?? (key === "root" ? DEFAULT_LANG : key)) : undefined;
      if (typeof lang !== "string" || !LANG_TAG.test(lang)) {
        throw new Error(`${file}: locales.${key} must be an object whose lang is a language tag such as "zh-CN"`);
      }
      return lang;
    };
    const folders = Object.keys(locales).filter((key) => key !== "root");
    const slots: ContentSlot[] = [{ version: ONLY_VERSION, lang: langOf("root"), dir: root, excludedFolders: folders }];
    for (const folder of folders) {
      const dir = path.join(root, folder);
      if (folder.includes("/") || folder.startsWith(".") || !(await isFolder(root, dir))) {
        throw new Error(`${file}: locales names ${JSON.stringify(folder)}, which is no folder of the site`);
      }
      slots.push({ version: ONLY_VERSION, lang: langOf(folder), dir });
    }
    if (folders.length === 0) return undefined;
    return {
      tool: "rxdocs",
      sources: { navigation: [], languages: [SITE_SETTINGS_FILE], versions: [], settings: [] },
      slots,
      versions: [ONLY_VERSION],
      latest: ONLY_VERSION,
      publicRoot: root,
      settings: {},
      warnings: [],
    };
  },
};
