// What the app tells the server of its reader's reading, on sites that count it: each article
// shown, and the search the reader leaves (its words, how many hits it found, the one opened).
// Nothing else goes with it (the server counts; it never learns who). A count that fails is
// let go: it is not the reader's concern.
import { API_PATHS, type CountSearchBody } from "@rxdocs/contract";
import { apiRequest } from "../api/transport";
import { readHiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
import type { Slot } from "../slot/slotQuery";

function count(path: string, body: unknown, slot: Slot): void {
  // The answer is read to its end: a body left unread keeps its request open in the browser.
  apiRequest(path, body, { secrets: readHiddenRouteQuery(), slot, priority: "low" })
    .then((answer) => answer.arrayBuffer())
    .catch(() => undefined);
}

export function countView(menuCode: string, slot: Slot): void {
  count(API_PATHS.countView, { menuCode }, slot);
}

export function countSearch(search: Omit<CountSearchBody, "version" | "lang">, slot: Slot): void {
  count(API_PATHS.countSearch, search, slot);
}
