// What the app tells its service worker.

/** The app's assets the page loaded before the worker was in place: the worker keeps them. */
export interface AssetMessage {
  type: "keep-assets";
  assets: string[];
}

/**
 * The words of the page the worker shows offline for a page it did not keep, in the language of
 * the pages whose address names `slotLang` ("" for the site's default language), as the app
 * speaks them: its catalogue with the site's own wording over it.
 */
export interface PageWordsMessage {
  type: "keep-page-words";
  slotLang: string;
  words: OfflinePageWords;
}

export interface OfflinePageWords {
  /** A BCP 47 tag. */
  lang: string;
  notKept: string;
  goHome: string;
}

export function isAssetMessage(data: unknown): data is AssetMessage {
  return typeof data === "object" && data !== null && (data as AssetMessage).type === "keep-assets";
}

export function isPageWordsMessage(data: unknown): data is PageWordsMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, slotLang, words } = data as Partial<PageWordsMessage>;
  return (
    type === "keep-page-words" &&
    typeof slotLang === "string" &&
    typeof words === "object" &&
    words !== null &&
    [words.lang, words.notKept, words.goHome].every((word) => typeof word === "string")
  );
}
