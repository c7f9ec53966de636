// Writes a site of several versions or languages as Docusaurus lays one out, which the import
// reads back: `docs/` the unreleased version (else a copy of the latest, as Docusaurus keeps it),
// `versioned_docs/version-<name>/` and versions.json the released ones, latest first, and
// `i18n/<lang>/docusaurus-plugin-content-docs/(current|version-<name>)/` the translations.
// The site's settings and home page go with the latest version in the default language.
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../storage/schema.js";
import { readSite, siteLangOf } from "../storage/site.js";
import { listSlots, listVersions, type SlotRow } from "../storage/slots.js";
import { readStoredContent } from "./exportContent.js";
import { writeContentFolder } from "./writeFolder.js";

export interface ExportedSlot {
  version: string;
  lang: string;
  /** Its folder, relative to the export's. */
  dir: string;
  menus: number;
  articles: number;
  files: number;
}

/** Whether the site has more than one version or language, which only this layout holds. */
export async function hasSeveralSlots(db: Kysely<Database>): Promise<boolean> {
  return (await listSlots(db)).length > 1;
}

export async function exportVersionedSite(db: Kysely<Database>, dir: string): Promise<ExportedSlot[]> {
  if ((await readdir(dir).catch(() => [])).length > 0) {
    throw new Error(
      `Refusing to export into ${dir}: the directory is not empty. Export into a new or empty directory.`,
    );
  }
  const versions = await listVersions(db);
  const slots = await listSlots(db);
  const defaultLang = siteLangOf(await readSite(db));
  const latestAt = versions.findIndex((version) => version.latest === 1);
  const unreleased = versions.slice(0, latestAt).map((version) => version.name);
  if (unreleased.length > 1) {
    throw new Error(
      `Cannot export ${unreleased.join(" and ")} both before the latest version: Docusaurus has one unreleased version (docs/)`,
    );
  }
  const released = versions.slice(latestAt).map((version) => version.name);
  const docsVersion = unreleased[0] ?? released[0]!;
  // One version alone is Docusaurus' current version, in docs/, with no versions.json.
  const versioned = versions.length > 1;
  const folderOf = (slot: Pick<SlotRow, "version" | "lang">, asDocs: boolean): string => {
    const name = asDocs ? "current" : `version-${slot.version}`;
    if (slot.lang !== defaultLang) return path.join("i18n", slot.lang, "docusaurus-plugin-content-docs", name);
    return asDocs ? "docs" : path.join("versioned_docs", `version-${slot.version}`);
  };
  const targets = slots.flatMap((slot) => [
    ...(versioned && released.includes(slot.version) ? [{ slot, dir: folderOf(slot, false) }] : []),
    ...(slot.version === docsVersion ? [{ slot, dir: folderOf(slot, true) }] : []),
  ]);
  // The import takes the site's settings and home page from the latest version in the default language.
  const siteFolder = folderOf({ version: released[0]!, lang: defaultLang }, !versioned);

  const exported: ExportedSlot[] = [];
  for (const { slot, dir: sub } of targets) {
    const content = await readStoredContent(db, slot.id);
    if (sub !== siteFolder) content.site = { settings: {}, home: null };
    const { files } = await writeContentFolder(path.join(dir, sub), content);
    exported.push({
      version: slot.version,
      lang: slot.lang,
      dir: sub.split(path.sep).join("/"),
      menus: content.menus.length,
      articles: content.articles.length,
      files,
    });
  }
  if (versioned) {
    await writeFile(path.join(dir, "versions.json"), `${JSON.stringify(released, null, 2)}\n`);
  }
  const locales = [defaultLang, ...new Set(slots.map((slot) => slot.lang).filter((lang) => lang !== defaultLang))];
  await writeFile(
    path.join(dir, "docusaurus.config.js"),
    `// The languages of the site, as Docusaurus reads them (and rxdocs import, from this text).\n` +
      `export default {\n  i18n: { defaultLocale: ${JSON.stringify(defaultLang)}, locales: ${JSON.stringify(locales)} },\n};\n`,
  );
  return exported;
}
