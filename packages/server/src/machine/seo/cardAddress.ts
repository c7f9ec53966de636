// The address of a page's social card: the page's own query (its code, version and language
// where they are not the defaults) on the card's path, so that a card has one address.
import type { AddressCatalog } from "../pageAddress.js";
import { pageAddress } from "../pageAddress.js";

export const CARD_PATH = "/card.png";

export function cardAddress(catalog: AddressCatalog, origin: string, menuCode: string | null): string {
  const address = new URL(pageAddress(catalog, origin, menuCode));
  address.pathname = CARD_PATH;
  return address.href;
}
