import { shareSecretsOf } from "@rxdocs/contract";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { readHiddenRouteQuery } from "./hiddenRoute/hiddenRouteQuery";
import { loadCatalogue } from "./i18n/loadCatalogue";
import { readPageData } from "./prerender/pageData";
import { takeOverEarlyControls } from "./early/takeOver";
import { createAppRouter } from "./router";
import { slotInForce } from "./slot/slotInForce";
import { RouterProvider } from "./routing";
import { useAppStore } from "./store/appStore";

// A page the server pre-rendered comes with its article, its site and the site's versions: the
// app starts from them rather than asking for them again. They are of the address's version and
// language.
const pageData = readPageData();
// Its interface is in its language: the catalogue loads while routing gets ready.
const catalogue = pageData?.site && loadCatalogue(pageData.site.lang);
if (pageData) useAppStore.getState().startFromPage(pageData, slotInForce());

// The app mounts into its root element only once routing is ready: the first navigation's
// guard has run and its route's code is in.
const [router] = await Promise.all([createAppRouter(), catalogue]);
const root = document.getElementById("app")!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const hydrating = pageData && root.hasChildNodes() && (await hasRenderedMenus());
// From here the app handles the page's controls; what the reader did so far is kept.
takeOverEarlyControls();
// In one task: the inline script's handlers are gone from here, and the app's must be in place
// before the reader's next tap is handled. They are: hydrateRoot listens at once, and a tap on a
// page not yet hydrated has React finish hydrating it before the tap is handled. The hydration
// itself is a transition, which React does in slices that leave the main thread free between
// them, rather than in one long task whose length grows with the page.
if (hydrating) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
// Once the app has the page, its service worker keeps what the reader opens for reading offline:
// asked when the browser is idle, by when the site's settings are in.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
whenIdle(() => {
  import("./offline/registerWorker").then(
    ({ keepWorkerAsSiteSays }) => keepWorkerAsSiteSays(),
    () => undefined, // without its code (a redeploy, the network gone), the site works as it always did
  );
});

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
