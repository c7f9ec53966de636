// Where the page stands after a navigation, as readers expect of a site of pages: a new page
// opens at its top, or at the heading its #fragment names; back and forward return to where
// the reader was on that entry, even across a reload of the tab. Positions are remembered by
// history entry, when the page changes and when the document is left, for the tab's session.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useHydrating } from "../shared/useHydrating";
import { useRouter, useRouterState } from "./RouterProvider";
import { scrollWhenThere } from "./scrollWhenThere";

const STORAGE_KEY = "rx-scroll-positions";

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as unknown;
    return stored && typeof stored === "object" ? (stored as Positions) : {};
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const router = useRouter();
  const state = useRouterState();
  const positions = useRef<Positions>({});
  const currentKey = useRef(state.location.key);
  // A page the server rendered was on screen before the app, and the reader may have scrolled it.
  const tookOverPage = useRef(useHydrating());

  useLayoutEffect(() => {
    positions.current = readPositions();
    // The app places the page itself: the browser's own restoring would come before the page is there.
    window.history.scrollRestoration = "manual";
    const stopSaving = router.onLeave((leaving) => {
      positions.current[leaving.key] = window.scrollY;
    });
    return () => {
      stopSaving();
      window.history.scrollRestoration = "auto";
    };
  }, [router]);

  useEffect(() => {
    // A reload or a page load from another site is the browser's to place: it has the whole page.
    const keep = () => {
      positions.current[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or denied: positions are then kept for this document only.
      }
      window.history.scrollRestoration = "auto";
    };
    const resume = () => {
      window.history.scrollRestoration = "manual";
    };
    window.addEventListener("pagehide", keep);
    window.addEventListener("pageshow", resume);
    return () => {
      window.removeEventListener("pagehide", keep);
      window.removeEventListener("pageshow", resume);
    };
  }, []);

  const { location, action } = state;
  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (action === "initial" && tookOverPage.current) return;
    const saved = positions.current[location.key];
    // The page may not be all there yet (fetched again, rendered later): the position waits for it.
    if (saved !== undefined && (action === "pop" || action === "initial")) return scrollWhenThere(saved);
    // The browser placed the first page it loaded, at its #fragment or where the reader had got to.
    if (action === "initial") return;
    const target = location.hash && document.getElementById(decodeFragment(location.hash));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}

function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
