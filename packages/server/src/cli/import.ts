import { existsSync } from "node:fs";
import { join, posix, relative, resolve, sep } from "node:path";
import { stat } from "node:fs/promises";
import type { Kysely } from "kysely";
import { DEFAULT_MAX_FILE_BYTES, parseByteSize } from "../content/contentFiles.js";
import { LANG_TAG, VERSION_NAME } from "@rxdocs/contract";
import {
  ContentProblemsError,
  ContentWarningsError,
  type ImportCounts,
  importSlots,
  type SlotImport,
  type SlotName,
} from "../content/importContent.js";
import { mergeComponentWarnings } from "../content/componentWarnings.js";
import type { ContentWarning, FolderContent } from "../content/model.js";
import { readContentFolder } from "../content/readFolder.js";
import { readSiteSlot } from "../content/sites/readSiteSlot.js";
import { SITE_SETTINGS_FILE } from "../content/siteSettings.js";
import { readSiteDescription } from "../content/sites/index.js";
import type { ContentSlot, SiteDescription, SiteSources } from "../content/sites/siteReader.js";
import type { Storage } from "../storage/database.js";
import { sqliteWriteProblem } from "../storage/databaseErrors.js";
import { readSite, siteLangOf } from "../storage/site.js";
import { listVersions, ONLY_VERSION } from "../storage/slots.js";
import type { Database } from "../storage/schema.js";
import { oneLine } from "../oneLine.js";
import { progressBar } from "./progress.js";
import { groupWarnings, place, type WarningGroup, warningLines } from "./warningGroups.js";
import { CliError, plural, printJson, printLine, withStorage } from "./shared.js";

export interface ImportOptions {
  db?: string;
  prune?: boolean;
  json?: boolean;
  strict?: boolean;
  maxFileSize?: string;
  /** The version to fill: of a site's layout, the one of that name; of a plain folder, this one. */
  version?: string;
  /** The language to fill, likewise. */
  lang?: string;
  /** Every warning on its own line, rather than one line per kind. */
  verbose?: boolean;
}

/** What an import did, and what the author should look at. */
export interface ImportReport extends ImportCounts {
  /** Pages in the folder (its articles, folder pages included). */
  pages: number;
  warnings: ContentWarning[];
  /** For a site of several versions or languages, or a named one: what each one imported. */
  slots?: SlotReport[];
  /** The tool whose layout the folder has, and the files its navigation, languages and versions came from. */
  site?: { tool: string; sources: SiteSources };
  /** The warnings by kind: how many of each, and the first places. */
  warningGroups: WarningGroup[];
}

export interface SlotReport extends ImportCounts {
  version: string;
  lang: string;
  pages: number;
  /** How many of the warnings are of its pages. */
  warnings: number;
}

export async function importCommand(dir: string, options: ImportOptions): Promise<void> {
  const report = await withStorage(options.db, (storage) =>
    importFolder(storage.db, dir, options).catch((error: unknown) => {
      throw describeWriteFailure(error, storage);
    }),
  );
  if (options.json) {
    printJson(report);
    return;
  }
  printWarnings(report.warnings, options.verbose);
  if (report.site) printLine(describeSite(report.site));
  if (!report.slots) {
    printLine(`Imported ${resolve(dir)}: ${describeReport(report)}`);
    return;
  }
  const versioned = new Set(report.slots.map((slot) => slot.version)).size > 1 || options.version !== undefined;
  for (const slot of report.slots) {
    const what = versioned ? `version ${slot.version} (${slot.lang})` : `the pages in ${slot.lang}`;
    printLine(`Imported ${what} of ${resolve(dir)}: ${describeReport(slot)}`);
  }
}

/**
 * Reads and imports a folder, all in one transaction; problems in it are printed one per line
 * before the refusal. A site laid out in versions or languages is imported whole, or the
 * version and language the options name.
 */
export async function importFolder(
  db: Kysely<Database>,
  dir: string,
  options: Pick<ImportOptions, "prune" | "strict" | "maxFileSize" | "version" | "lang" | "verbose">,
): Promise<ImportReport> {
  // resolve("") is the working folder: an empty argument (an unset variable in a script) would import it.
  if (dir.trim() === "") throw new CliError("no folder named: give the docs folder to import, such as docs");
  const root = resolve(dir);
  const info = await stat(root).catch(() => undefined);
  // Quoted: an empty name or one with spaces at its ends would otherwise not show.
  if (!info?.isDirectory()) throw new CliError(`${JSON.stringify(dir)} is not a folder`);
  if (options.version !== undefined && !VERSION_NAME.test(options.version)) {
    throw new CliError(`--version ${JSON.stringify(options.version)} is not a version name such as 2.x`);
  }
  if (options.lang !== undefined && !LANG_TAG.test(options.lang)) {
    throw new CliError(`--lang ${JSON.stringify(options.lang)} is not a language tag such as zh-CN`);
  }
  const maxFileBytes = maxFileBytesOf(options.maxFileSize);
  const layout = await readSiteDescription(root).catch((error: unknown) => {
    throw new CliError(error instanceof Error ? error.message : String(error));
  });
  // A site its tool gives no versions (or one language) is filled like a plain folder: the
  // version (or language) the options name, else the site's latest.
  const versionless = layout?.versions.length === 1 && layout.versions[0] === ONLY_VERSION;
  const oneLanguage = layout !== undefined && new Set(layout.slots.map((slot) => slot.lang)).size === 1;
  const chosen = layout
    ? chosenSlots(layout, {
        version: versionless ? undefined : options.version,
        lang: oneLanguage ? undefined : options.lang,
      })
    : [];
  const slotNameOf = async (slot: ContentSlot): Promise<SlotName> => ({
    version: versionless ? (options.version ?? (await latestVersion(db))) : slot.version,
    lang: (oneLanguage ? options.lang : undefined) ?? slot.lang,
  });

  const warnings: ContentWarning[] = [...(layout?.warnings ?? [])];
  /** What each slot's folder held, in the order they are read. */
  const seen: { pages: number; warnings: number }[] = [];
  const read = async (slot: ContentSlot | undefined): Promise<FolderContent> => {
    const progress = progressBar(slot ? `Reading ${slot.version} (${slot.lang})` : "Reading");
    const reading = { onProgress: progress.update, maxFileBytes };
    const content = slot && layout ? await readSiteSlot(layout, slot, reading) : await readContentFolder(root, reading);
    progress.finish();
    if (slot) {
      // The site's language is the layout's default one (that of its first slot), and what is
      // said of a slot's files names them from the folder the author gave; a navigation's file
      // and the tool's configuration are named from the root already.
      content.site.settings.lang = layout!.slots[0]!.lang;
      const from = relative(root, slot.dir).split(sep).join("/");
      const toolConfig = layout!.sources.settings[0];
      const hasOwnSettings = existsSync(join(slot.dir, SITE_SETTINGS_FILE));
      for (const said of [...content.problems, ...content.warnings]) {
        if (said.path === slot.navigation?.source) continue;
        if (said.path === SITE_SETTINGS_FILE && toolConfig !== undefined && !hasOwnSettings) said.path = toolConfig;
        else said.path = posix.join(from, said.path);
      }
    }
    warnings.push(...content.warnings);
    seen.push({ pages: content.articles.length, warnings: content.warnings.length });
    return content;
  };
  const named = options.version !== undefined || options.lang !== undefined;
  const parts: SlotImport[] = layout
    ? await Promise.all(
        chosen.map(async (slot) => ({
          slot: await slotNameOf(slot),
          read: () => read(slot),
          appliesSite: slot === layout.slots[0],
        })),
      )
    : [{ ...(named && { slot: await plainSlotName(db, options) }), read: () => read(undefined) }];
  try {
    const counts = await importSlots(db, parts, {
      ...options,
      onSiteWarnings: (found) => warnings.push(...found),
      ...(layout && !named && !versionless && { order: { versions: layout.versions, latest: layout.latest } }),
    });
    // What each slot took is told for a site of several, or for the one the options name.
    const told = parts.length > 1 || named;
    const slots = parts.flatMap(({ slot }, i) =>
      slot && told ? [{ ...counts[i]!, version: slot.version, lang: slot.lang, ...seen[i]! }] : [],
    );
    const pages = seen.reduce((sum, seen) => sum + seen.pages, 0);
    // Each version and language is read alone: a component is merged across them here.
    const merged = mergeComponentWarnings(warnings);
    return {
      ...sumCounts(counts),
      pages,
      warnings: merged,
      warningGroups: groupWarnings(merged),
      ...(slots.length > 0 && { slots }),
      ...(layout && { site: { tool: layout.tool, sources: layout.sources } }),
    };
  } catch (error) {
    if (error instanceof ContentProblemsError) {
      for (const problem of error.problems) process.stderr.write(`${place(problem)}: ${oneLine(problem.reason)}\n`);
      throw new CliError(error.message);
    }
    if (error instanceof ContentWarningsError) {
      printWarnings(error.warnings, options.verbose);
      throw new CliError(error.message);
    }
    throw error;
  }
}

/**
 * A SQLite file that cannot be written (a full disk, a read-only file) fails the import's one
 * transaction, which SQLite rolls back: the error says so, and where, in place of SQLite's words.
 */
function describeWriteFailure(error: unknown, storage: Storage): unknown {
  const problem = storage.kind === "sqlite" ? sqliteWriteProblem(error, storage.location) : undefined;
  return problem ? new CliError(`cannot write to the database: ${problem}; the import changed nothing`) : error;
}

/** The slots of the layout the options name; all of them without any. */
function chosenSlots(
  layout: SiteDescription,
  { version, lang }: Pick<ImportOptions, "version" | "lang">,
): ContentSlot[] {
  const chosen = layout.slots.filter(
    (slot) => (version === undefined || slot.version === version) && (lang === undefined || slot.lang === lang),
  );
  if (chosen.length === 0) {
    const held = layout.slots.map((slot) => `${slot.version} (${slot.lang})`).join(", ");
    const asked = [version && `version ${version}`, lang && `language ${lang}`].filter(Boolean).join(" in ");
    throw new CliError(`the site has no ${asked}; it holds ${held}`);
  }
  return chosen;
}

/** The slot a plain folder fills when the options name a version or language: the defaults for the other. */
async function plainSlotName(
  db: Kysely<Database>,
  { version, lang }: Pick<ImportOptions, "version" | "lang">,
): Promise<SlotName> {
  return { version: version ?? (await latestVersion(db)), lang: lang ?? siteLangOf(await readSite(db)) };
}

async function latestVersion(db: Kysely<Database>): Promise<string> {
  return (await listVersions(db)).find((row) => row.latest === 1)?.name ?? ONLY_VERSION;
}

function sumCounts(all: readonly ImportCounts[]): ImportCounts {
  const total: ImportCounts = {
    menus: { created: 0, updated: 0, removed: 0, unchanged: 0 },
    articles: { created: 0, updated: 0, removed: 0, unchanged: 0 },
    files: { created: 0, removed: 0, unchanged: 0 },
    redirects: 0,
  };
  for (const counts of all) {
    total.redirects += counts.redirects;
    for (const kind of ["menus", "articles", "files"] as const) {
      for (const [key, value] of Object.entries(counts[kind])) {
        (total[kind] as unknown as Record<string, number>)[key]! += value;
      }
    }
  }
  return total;
}

function maxFileBytesOf(flag: string | undefined): number {
  if (flag === undefined) return DEFAULT_MAX_FILE_BYTES;
  const bytes = parseByteSize(flag);
  if (bytes === undefined) throw new CliError(`--max-file-size ${JSON.stringify(flag)} is not a size such as 20MB`);
  return bytes;
}

export function printWarnings(warnings: readonly ContentWarning[], verbose = false): void {
  for (const line of warningLines(warnings, verbose)) process.stderr.write(`${line}\n`);
}

/** "MkDocs layout: navigation from mkdocs.yml; languages from mkdocs.yml". */
function describeSite({ tool, sources }: NonNullable<ImportReport["site"]>): string {
  const parts = (["navigation", "languages", "versions", "settings"] as const)
    .filter((kind) => sources[kind].length > 0)
    .map((kind) => `${kind} from ${sources[kind].join(", ")}`);
  return `${tool} layout${parts.length > 0 ? `: ${parts.join("; ")}` : ""}`;
}

export function describeReport(report: ImportCounts & { warnings: number | readonly ContentWarning[] }): string {
  const part = (name: string, c: ImportCounts["menus"]) =>
    `${plural(c.created + c.updated + c.removed + c.unchanged, name)} (${c.created} created, ${c.updated} updated, ${c.removed} removed, ${c.unchanged} unchanged)`;
  const { files } = report;
  const fileCount = files.created + files.unchanged;
  return [
    part("menu", report.menus),
    part("article", report.articles),
    `${plural(fileCount, "file")} (${files.created} stored, ${files.removed} removed, ${files.unchanged} unchanged)`,
    plural(typeof report.warnings === "number" ? report.warnings : report.warnings.length, "warning"),
  ].join(", ");
}
