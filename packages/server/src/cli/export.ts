import { resolve } from "node:path";
import { readStoredContent } from "../content/exportContent.js";
import { writeContentFolder } from "../content/writeFolder.js";
import { plural, printJson, printLine, withStorage } from "./shared.js";

export async function exportCommand(dir: string, options: { db?: string; json?: boolean }): Promise<void> {
  const target = resolve(dir);
  const content = await withStorage(options.db, (storage) => readStoredContent(storage.db));
  const { files } = await writeContentFolder(target, content);
  const summary = { menus: content.menus.length, articles: content.articles.length, files, dir: target };
  if (options.json) printJson(summary);
  else printLine(`Exported ${plural(summary.menus, "menu")} and ${plural(summary.articles, "article")} to ${target}`);
}
