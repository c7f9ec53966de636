// The interface's words for components: those of the page's language, the site's own wording
// over them. They follow the site in the store, which is of the page's version and language and
// comes with its catalogue loaded (loadCatalogue.ts): a page changes language all at once.
import type { SiteInfo, UiMessageOverrides } from "@rxdocs/contract";
import { useAppStore } from "../store/appStore";
import { loadedCatalogue } from "./loadCatalogue";
import { createMessages, ENGLISH_MESSAGES, type Messages } from "./messages";

const bySite = new WeakMap<SiteInfo, Messages>();

/** The messages for the site's pages; English while the site, or its language's catalogue, is not in. */
export function messagesOf(site: SiteInfo | undefined): Messages {
  if (!site) return ENGLISH_MESSAGES;
  let messages = bySite.get(site);
  if (messages) return messages;
  const catalogue = loadedCatalogue(site.lang);
  if (!catalogue) return ENGLISH_MESSAGES;
  messages = createMessages(site.lang, catalogue, site.ui as UiMessageOverrides | undefined);
  bySite.set(site, messages);
  return messages;
}

export function useMessages(): Messages {
  return messagesOf(useAppStore((state) => state.site));
}
