import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter } from "./router";
import "./markdown/theme.css";
import "./ui/ui.css";
import "./features/layout/layout.css";

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
createRoot(document.getElementById("app")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
