import { posix, relative, resolve, sep } from "node:path";
import { stat } from "node:fs/promises";
import type { Kysely } from "kysely";
import { DEFAULT_MAX_FILE_BYTES, parseByteSize } from "../content/contentFiles.js";
import {
  ContentProblemsError,
  ContentWarningsError,
  importContent,
  type ImportCounts,
} from "../content/importContent.js";
import type { ContentWarning } from "../content/model.js";
import { readContentFolder } from "../content/readFolder.js";
import { type ContentSlot, readSiteLayout } from "../content/siteLayout.js";
import type { Database } from "../storage/schema.js";
import { progressBar } from "./progress.js";
import { CliError, plural, printJson, printLine, withStorage } from "./shared.js";

export interface ImportOptions {
  db?: string;
  prune?: boolean;
  json?: boolean;
  strict?: boolean;
  maxFileSize?: string;
}

/** What an import did, and what the author should look at. */
export interface ImportReport extends ImportCounts {
  /** Pages in the folder (its articles, folder pages included). */
  pages: number;
  warnings: ContentWarning[];
  /** For a site of several versions or languages: the one imported, and the others the folder holds. */
  slot?: SlotName;
  otherSlots?: SlotName[];
}

type SlotName = Pick<ContentSlot, "version" | "lang">;

export async function importCommand(dir: string, options: ImportOptions): Promise<void> {
  const report = await withStorage(options.db, (storage) => importFolder(storage.db, dir, options));
  if (options.json) {
    printJson(report);
    return;
  }
  printWarnings(report.warnings);
  const { slot, otherSlots = [] } = report;
  const versioned = slot !== undefined && otherSlots.some((other) => other.version !== slot.version);
  const name = ({ version, lang }: SlotName) => (versioned ? `${version} (${lang})` : lang);
  const what = slot ? `${versioned ? "version" : "the pages in"} ${name(slot)} of ` : "";
  printLine(`Imported ${what}${resolve(dir)}: ${describeReport(report)}`);
  if (otherSlots.length > 0) {
    const taken = versioned ? "the latest version in the default language" : "the default language";
    printLine(`The site also holds ${otherSlots.map(name).join(", ")}; the import takes ${taken}.`);
  }
}

/** Reads and imports a folder; problems in it are printed one per line before the refusal. */
export async function importFolder(
  db: Kysely<Database>,
  dir: string,
  options: Pick<ImportOptions, "prune" | "strict" | "maxFileSize">,
): Promise<ImportReport> {
  const root = resolve(dir);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new CliError(`${dir} is not a folder`);
  const maxFileBytes = maxFileBytesOf(options.maxFileSize);
  const layout = await readSiteLayout(root).catch((error: unknown) => {
    throw new CliError(error instanceof Error ? error.message : String(error));
  });
  const [slot, ...otherSlots] = layout?.slots ?? [];
  const progress = progressBar("Reading");
  const content = await readContentFolder(slot?.dir ?? root, {
    onProgress: progress.update,
    maxFileBytes,
    publicRoot: layout?.publicRoot,
    excludedFolders: slot?.excludedFolders,
  });
  progress.finish();
  if (slot) {
    // The pages are in the language of the slot they were taken from, and what is said of its
    // files names them from the folder the author gave.
    content.site.settings.lang = slot.lang;
    const from = relative(root, slot.dir).split(sep).join("/");
    for (const said of [...content.problems, ...content.warnings]) said.path = posix.join(from, said.path);
  }
  try {
    const counts = await importContent(db, content, options);
    return {
      ...counts,
      pages: content.articles.length,
      warnings: content.warnings,
      ...(slot && { slot: slotName(slot), otherSlots: otherSlots.map(slotName) }),
    };
  } catch (error) {
    if (error instanceof ContentProblemsError) {
      for (const problem of error.problems) process.stderr.write(`${place(problem)}: ${problem.reason}\n`);
      throw new CliError(error.message);
    }
    if (error instanceof ContentWarningsError) {
      printWarnings(error.warnings);
      throw new CliError(error.message);
    }
    throw error;
  }
}

function slotName({ version, lang }: ContentSlot): SlotName {
  return { version, lang };
}

function maxFileBytesOf(flag: string | undefined): number {
  if (flag === undefined) return DEFAULT_MAX_FILE_BYTES;
  const bytes = parseByteSize(flag);
  if (bytes === undefined) throw new CliError(`--max-file-size ${JSON.stringify(flag)} is not a size such as 20MB`);
  return bytes;
}

export function printWarnings(warnings: readonly ContentWarning[]): void {
  for (const warning of warnings) process.stderr.write(`${place(warning)}: warning: ${warning.message}\n`);
}

/** `docs/a.md:12`, as editors and terminals link it. */
function place({ path, line }: { path: string; line?: number }): string {
  return line === undefined ? path : `${path}:${line}`;
}

export function describeReport(report: ImportReport): string {
  const part = (name: string, c: ImportCounts["menus"]) =>
    `${plural(c.created + c.updated + c.removed + c.unchanged, name)} (${c.created} created, ${c.updated} updated, ${c.removed} removed, ${c.unchanged} unchanged)`;
  const { files } = report;
  const fileCount = files.created + files.unchanged;
  return [
    part("menu", report.menus),
    part("article", report.articles),
    `${plural(fileCount, "file")} (${files.created} stored, ${files.removed} removed, ${files.unchanged} unchanged)`,
    plural(report.warnings.length, "warning"),
  ].join(", ");
}
