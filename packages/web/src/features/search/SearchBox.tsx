// The search's part of every page: the box in the top bar (a button that looks like a field),
// and the dialog it opens, whose code loads when the browser is idle or when it is first asked
// for, whichever comes first. The box is all that a first page needs.
import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { SearchIcon } from "../../ui/icons";
import { toast } from "../../ui/toast";
import type { SearchDialogProps } from "./SearchDialog";
import { closeSearch, currentSearchRequest, type SearchRequest, subscribeToSearchRequests } from "./searchLauncher";
import { useHighlightLifetime } from "./useHighlightLifetime";
import { subscribeToNothing } from "../../shared/useHydrating";
import { useMessages } from "../../i18n/useMessages";

// The dialog's component, once its code is in.
let SearchDialog: ComponentType<SearchDialogProps> | undefined;
let dialogLoad: Promise<void> | undefined;

function loadDialog(): Promise<void> {
  dialogLoad ??= import("./SearchDialog").then(
    (module) => {
      SearchDialog = module.SearchDialog;
    },
    (error: unknown) => {
      dialogLoad = undefined; // asked for again next time
      throw error;
    },
  );
  return dialogLoad;
}

const prefetchDialog = () => void loadDialog().catch(() => undefined);

export function SearchBox() {
  const request = useSyncExternalStore(subscribeToSearchRequests, currentSearchRequest, () => null);
  const hasDialog = useDialogCode(request);
  const messages = useMessages();
  useHighlightLifetime();
  return (
    <>
      {/* A click opens the search through the launcher's listener, which works before the app has started. */}
      <button
        type="button"
        className="rx-search-box"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        aria-expanded={request !== null}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
      >
        <SearchIcon />
        <span className="rx-search-box__label">{messages.text("search.label")}</span>
        <ShortcutHint />
      </button>
      {request && hasDialog && SearchDialog && <SearchDialog request={request} onClose={closeSearch} />}
    </>
  );
}

/** Whether the dialog's code is in; loads it when the browser is idle, or at once when the search is asked for. */
function useDialogCode(request: SearchRequest | null): boolean {
  const [hasDialog, setHasDialog] = useState(SearchDialog !== undefined);
  const loadFailed = useMessages().text("search.loadFailed");

  useEffect(() => {
    if (hasDialog) return;
    let isCurrent = true;
    const load = () =>
      loadDialog().then(
        // At once, in one go, so that the dialog takes the focus over before the next key press.
        () => isCurrent && flushSync(() => setHasDialog(true)),
        () => {
          if (!isCurrent || !currentSearchRequest()) return;
          closeSearch();
          toast.error(loadFailed);
        },
      );
    if (request) {
      void load();
    } else if ("requestIdleCallback" in window) {
      const handle = requestIdleCallback(load, { timeout: 5000 });
      return () => {
        isCurrent = false;
        cancelIdleCallback(handle);
      };
    }
    return () => {
      isCurrent = false;
    };
  }, [hasDialog, request, loadFailed]);

  return hasDialog;
}

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** "Ctrl K", or "⌘ K" on Apple's systems; the server renders the common one. */
function ShortcutHint() {
  const apple = useSyncExternalStore(subscribeToNothing, isApple, () => false);
  const ctrl = useMessages().text("search.ctrlKey");
  return (
    <kbd className="rx-search-box__keys" aria-hidden="true">
      {apple ? "⌘" : ctrl} K
    </kbd>
  );
}
