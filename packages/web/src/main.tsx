import { shareSecretsOf } from "@rxdocs/contract";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { readHiddenRouteQuery } from "./hiddenRoute/hiddenRouteQuery";
import { readPageData } from "./prerender/pageData";
import { takeOverEarlyControls } from "./early/takeOver";
import { createAppRouter } from "./router";
import { useAppStore } from "./store/appStore";

// A page the server pre-rendered comes with its article: the app starts from it rather than
// asking for it again.
const pageData = readPageData();
if (pageData) useAppStore.getState().startFromPage(pageData);

const router = createAppRouter();

/** Resolves once the router has run the first navigation's guard and loaded its route. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The app mounts into its root element only once routing is ready.
await routerReady();
const root = document.getElementById("app")!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const hydrating = pageData && root.hasChildNodes() && (await hasRenderedMenus());
// From here the app handles the page's controls; what the reader did so far is kept.
takeOverEarlyControls();
if (pageData) keepScrollPosition();
if (hydrating) hydrateRoot(root, app);
else createRoot(root).render(app);

/**
 * Whether the store now holds the menus the server rendered the page with: those of the
 * share link in the address. A link kept from an earlier visit may open more; the app then
 * renders the page afresh rather than take over markup that shows less.
 */
async function hasRenderedMenus(): Promise<boolean> {
  const renderedFor = shareSecretsOf(new URLSearchParams(location.search));
  if (JSON.stringify(readHiddenRouteQuery()) !== JSON.stringify(renderedFor)) return false;
  try {
    await useAppStore.getState().loadMenusIfStale();
    return true;
  } catch {
    return false; // the client has shown why
  }
}

/**
 * The router's scroll restoration puts a page it starts on at its saved position, else at the
 * top: the page the reader may have scrolled before the app started is saved where it is now.
 */
function keepScrollPosition(): void {
  const storageKey = "react-router-scroll-positions";
  const locationKey = (history.state as { key?: string } | null)?.key ?? "default";
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<string, number>;
    sessionStorage.setItem(storageKey, JSON.stringify({ ...saved, [locationKey]: window.scrollY }));
  } catch {
    // Without storage the page may move to its top as the app starts.
  }
}
