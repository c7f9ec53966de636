import { firstArticleUnder, shareLink } from "../access/shareLinks.js";
import { loadCatalog } from "../catalog/catalogSource.js";
import { publicBaseUrl } from "../config.js";
import { ApiError } from "../http/errors.js";
import { listViewCodes } from "../storage/menus.js";
import { CliError, printJson, printLine, withStorage } from "./shared.js";

export async function linkCommand(
  code: string,
  options: { baseUrl?: string; db?: string; json?: boolean; version?: string; lang?: string },
): Promise<void> {
  const baseUrl = publicBaseUrl(options.baseUrl);
  const slot = { version: options.version, lang: options.lang };
  const result = await withStorage(options.db, async ({ db }) => {
    const catalog = await loadCatalog(db, slot).catch((error: unknown) => {
      throw error instanceof ApiError ? new CliError(error.message.replace(/^This site/, "the site")) : error;
    });
    const menu = catalog.menus.get(code);
    if (!menu) throw new CliError(`unknown menu code: ${code}`);
    const viewPathCode = (await listViewCodes(db)).get(code);
    if (menu.ownVisibility !== "hidden" || !viewPathCode) {
      throw new CliError(
        `menu ${code} is ${menu.ownVisibility}, not hidden; only hidden menus have a share link (set visibility: hidden)`,
      );
    }
    return {
      menuCode: code,
      viewPathCode,
      // The link opens the version and language it was made for.
      link: shareLink(baseUrl, firstArticleUnder(catalog, [code]), { viewPath: viewPathCode }, Date.now(), slot),
    };
  });
  if (options.json) printJson(result);
  else printLine(result.link);
}
