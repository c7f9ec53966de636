// The version and language of the page on screen, as components read them: from the address the
// router shows (which on the server is the page's own), so that a page being left keeps its own
// until the next one shows.
import type { SiteVersions } from "@rxdocs/contract";
import { useMemo } from "react";
import { useSearchParams } from "../routing";
import { useAppStore } from "../store/appStore";
import { linkSlot, type ResolvedSlot, resolveSlot } from "./siteSlots";
import { type Slot, slotOf } from "./slotQuery";

/** The site's versions and languages, once they are in. */
export function useSiteVersions(): SiteVersions | undefined {
  return useAppStore((state) => state.versions);
}

/** The slot the address names, as it names it: what the page's content was asked for in. */
export function useAddressSlot(): Slot {
  const { version, lang } = slotOf(useSearchParams());
  return useStableSlot(version, lang);
}

/**
 * The slot the app's links carry: the address's, without what equals the site's defaults. The
 * same object while it stays the same, so that a large tree of links need not render again.
 */
export function useSlot(): Slot {
  const { version, lang } = linkSlot(slotOf(useSearchParams()), useSiteVersions());
  return useStableSlot(version, lang);
}

/** The version and language of the page, the defaults filled in; undefined until the site's versions are in. */
export function useResolvedSlot(): ResolvedSlot | undefined {
  const site = useSiteVersions();
  const { version, lang } = useAddressSlot();
  return useMemo(() => site && resolveSlot({ version, lang }, site), [site, version, lang]);
}

function useStableSlot(version: string | undefined, lang: string | undefined): Slot {
  return useMemo(() => ({ ...(version && { version }), ...(lang && { lang }) }), [version, lang]);
}
