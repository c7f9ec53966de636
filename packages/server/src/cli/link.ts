import { firstArticleUnder, shareLink } from "../access/shareLinks.js";
import { loadCatalog } from "../catalog/catalogSource.js";
import { publicBaseUrl } from "../config.js";
import { findMenu } from "../storage/menus.js";
import { CliError, printJson, printLine, withStorage } from "./shared.js";

export async function linkCommand(
  code: string,
  options: { baseUrl?: string; db?: string; json?: boolean },
): Promise<void> {
  const baseUrl = publicBaseUrl(options.baseUrl);
  const result = await withStorage(options.db, async ({ db }) => {
    const menu = await findMenu(db, code);
    if (!menu) throw new CliError(`unknown menu code: ${code}`);
    if (menu.visibility !== "hidden" || !menu.view_path_code) {
      throw new CliError(
        `menu ${code} is ${menu.visibility}, not hidden; only hidden menus have a share link (set visibility: hidden)`,
      );
    }
    const path = firstArticleUnder(await loadCatalog(db), [code]);
    return {
      menuCode: code,
      viewPathCode: menu.view_path_code,
      link: shareLink(baseUrl, path, { viewPath: menu.view_path_code }),
    };
  });
  if (options.json) printJson(result);
  else printLine(result.link);
}
