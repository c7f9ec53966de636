import { SHARE_QUERY } from "@rxdocs/contract";
import { DEFAULT_SLOT, type Slot, withSlot } from "../slot/slotQuery";

/** The app's address of an article: /view?path=<menuCode>, and the slot's parameters when it names one. */
export function articleHref(menuCode: string, slot: Slot = DEFAULT_SLOT): string {
  return withSlot(`/view?${SHARE_QUERY.path}=${encodeURIComponent(menuCode)}`, slot);
}

/** The app's home page: `/`, or `/?version=2.x` in a slot. */
export function homeHref(slot: Slot = DEFAULT_SLOT): string {
  return withSlot("/", slot);
}
