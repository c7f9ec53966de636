// Says so when the page, or an answer it shows, came from the copy kept on this device because
// the network failed (offline/offlineStatus.ts). A status region, always in place so that
// screen readers announce the words when they appear. While the browser says it is online, the
// menus are asked for again, at once when the network comes back and then less and less often:
// the first requests after a reconnection often fail still, and a server that was down comes
// back in its own time. An answer from the network takes the notice away and brings what changed.
import { useEffect, useSyncExternalStore } from "react";
import { useMessages } from "../../i18n/useMessages";
import { useOfflineStatus } from "../../offline/offlineStatus";
import { useAppStore } from "../../store/appStore";

const isShownOffline = () => useOfflineStatus.getState().isShownOffline;

/** The first wait before asking again, doubled after each answer from the kept copy up to the longest. */
export const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

export function OfflineNotice() {
  const messages = useMessages();
  // The server rendered the page without the notice: the app shows it once it has taken over.
  const isShown = useSyncExternalStore(useOfflineStatus.subscribe, isShownOffline, () => false);

  useEffect(() => {
    if (!isShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_RETRY_MS;
    let stopped = false;
    // Asks again after the wait, while the browser says it is online; the effect is cleaned up
    // (and stops) as soon as an answer from the network has taken the notice away.
    const stopAsking = () => clearTimeout(timer);
    const askLater = () => {
      stopAsking();
      if (stopped || !navigator.onLine) return;
      timer = setTimeout(ask, wait);
      wait = Math.min(wait * 2, LONGEST_RETRY_MS);
    };
    const ask = () =>
      void useAppStore
        .getState()
        .loadMenus()
        .catch(() => undefined)
        .finally(askLater);
    const onOnline = () => {
      stopAsking();
      wait = FIRST_RETRY_MS;
      ask();
    };
    askLater();
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", stopAsking);
    return () => {
      stopped = true;
      stopAsking();
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", stopAsking);
    };
  }, [isShown]);

  return (
    <div role="status" className="rx-offline-notice">
      {isShown && messages.text("offline.notice")}
    </div>
  );
}
