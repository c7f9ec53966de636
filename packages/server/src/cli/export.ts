import { resolve } from "node:path";
import { readStoredContent } from "../content/exportContent.js";
import { exportVersionedSite, hasSeveralSlots } from "../content/exportVersions.js";
import { writeContentFolder } from "../content/writeFolder.js";
import { plural, printJson, printLine, withStorage } from "./shared.js";

export async function exportCommand(dir: string, options: { db?: string; json?: boolean }): Promise<void> {
  const target = resolve(dir);
  await withStorage(options.db, async ({ db }) => {
    if (await hasSeveralSlots(db)) {
      const slots = await exportVersionedSite(db, target);
      if (options.json) return printJson({ dir: target, slots });
      for (const slot of slots) {
        printLine(
          `Exported version ${slot.version} (${slot.lang}): ${plural(slot.menus, "menu")} and ${plural(slot.articles, "article")} to ${slot.dir}`,
        );
      }
      printLine(`The site is in ${target}, laid out as Docusaurus lays out versions and languages`);
      return;
    }
    const content = await readStoredContent(db);
    const { files } = await writeContentFolder(target, content);
    const summary = { menus: content.menus.length, articles: content.articles.length, files, dir: target };
    if (options.json) printJson(summary);
    else printLine(`Exported ${plural(summary.menus, "menu")} and ${plural(summary.articles, "article")} to ${target}`);
  });
}
