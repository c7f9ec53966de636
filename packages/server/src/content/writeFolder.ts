// Writes content back out as a docs-as-code folder that readContentFolder reads as the same content.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "./boundedParallel.js";
import { type ExportableContent, findExportProblems } from "./exportChecks.js";
import { planExportLayout } from "./exportLayout.js";

/**
 * Creates `dir` if needed and refuses to write into one that has anything in it, so that an
 * export never overwrites or mixes with other files. Throws before writing anything when the
 * content could not be read back as it is (e.g. a menu whose parent is missing).
 *
 * @returns the number of files written, _category_.json files and linked files included.
 */
export async function writeContentFolder(dir: string, content: ExportableContent): Promise<{ files: number }> {
  const problems = findExportProblems(content);
  if (problems.length > 0) {
    throw new Error(`Cannot export this content:\n- ${problems.join("\n- ")}`);
  }
  const layout = planExportLayout(content);
  await prepareEmptyDirectory(dir);
  for (const folder of layout.folders) await mkdir(path.join(dir, folder), { recursive: true });
  await mapWithConcurrency(layout.files, FILE_CONCURRENCY, async (file) =>
    // "wx" fails instead of overwriting, should anything appear in the folder meanwhile.
    writeFile(path.join(dir, file.path), await file.render(), { encoding: "utf8", flag: "wx" }),
  );
  return { files: layout.files.length };
}

async function prepareEmptyDirectory(dir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      await mkdir(dir, { recursive: true });
      return;
    }
    if (code === "ENOTDIR") throw new Error(`Cannot export into ${dir}: it is a file, not a directory`);
    throw error;
  }
  if (entries.length > 0) {
    throw new Error(
      `Refusing to export into ${dir}: the directory is not empty (${entries.length} entries). ` +
        "Export into a new or empty directory so that nothing is overwritten.",
    );
  }
}
