// One version in one language of a site, read with what its tool says of it: its folder's pages
// placed by its navigation, its dialect, its mounted folders, the addresses its pages had, and,
// for the slot whose settings become the site's, the tool's settings.
import { type ReadFolderOptions, readContentFolder } from "../readFolder.js";
import type { FolderContent } from "../model.js";
import type { ContentSlot, SiteDescription } from "./siteReader.js";

export function readSiteSlot(
  site: SiteDescription,
  slot: ContentSlot,
  options: Pick<ReadFolderOptions, "onProgress" | "maxFileBytes"> = {},
): Promise<FolderContent> {
  return readContentFolder(slot.dir, {
    ...options,
    publicRoot: site.publicRoot,
    excludedFolders: slot.excludedFolders,
    pageName: slot.pageName,
    navigation: slot.navigation,
    addressesOf: slot.addressesOf,
    dialect: slot.dialect,
    homeHero: slot.homeHero,
    mounts: slot.mounts,
    apiSpecs: slot.apiSpecs,
    fallback: slot.fallback,
    redirects: slot.redirects,
    ...(slot === site.slots[0] && { toolSettings: site.settings }),
  });
}
