// Whether what the reader sees came from the copy kept on this device because the network
// failed: the service worker marks such answers (keptAnswers.ts), and the page it served from
// its copy. An answer from the network clears it.
import { OFFLINE } from "@rxdocs/contract";
import { create } from "zustand";

export const useOfflineStatus = create<{ isShownOffline: boolean }>(() => ({
  isShownOffline:
    typeof document !== "undefined" && document.documentElement.hasAttribute(OFFLINE.servedOfflineAttribute),
}));

/** Notes where an answer came from. */
export function noteAnswerSource(response: Response): void {
  const isShownOffline = response.headers.has(OFFLINE.servedOfflineHeader);
  if (useOfflineStatus.getState().isShownOffline !== isShownOffline) useOfflineStatus.setState({ isShownOffline });
}
