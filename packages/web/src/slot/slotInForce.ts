// The slot the app's calls are about: the one the address being shown, or being navigated to,
// names. The navigation guard keeps it as it lets each navigation through, before the page
// changes, so that what the next page needs is asked for in its own version and language; the
// client sends it with every call as SLOT_HEADERS, as it sends the hidden-route query.
import type { QueryParameters } from "@rxdocs/contract";
import { type Slot, slotOf } from "./slotQuery";

let inForce: Slot | undefined;

/** Keeps the slot of the address a navigation leads to. */
export function keepSlot(search: QueryParameters): void {
  inForce = slotOf(search);
}

/** The slot of the address the app shows or heads for; until a navigation, the document's own. */
export function slotInForce(): Slot {
  inForce ??= typeof location === "undefined" ? {} : slotOf(new URLSearchParams(location.search));
  return inForce;
}
