import { shareSecretsOf } from "@rxdocs/contract";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { readHiddenRouteQuery } from "./hiddenRoute/hiddenRouteQuery";
import { readPageData } from "./prerender/pageData";
import { createAppRouter } from "./router";
import { useAppStore } from "./store/appStore";
import "./markdown/theme.css";
import "./ui/ui.css";
import "./features/layout/layout.css";

// A page the server pre-rendered comes with the data it was rendered from: the app starts
// from it rather than asking for the menus and the article again.
const pageData = readPageData();
const renderedFor = shareSecretsOf(new URLSearchParams(location.search));
if (pageData) useAppStore.getState().startFromPage(pageData, renderedFor);

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
// The markup is the app's own render of the page data, unless the reader's stored share link
// opens more than the address did (the guard is then asking for other menus): start afresh.
const isSameAccess = JSON.stringify(readHiddenRouteQuery()) === JSON.stringify(renderedFor);
if (pageData && root.hasChildNodes() && isSameAccess) hydrateRoot(root, app);
else createRoot(root).render(app);
