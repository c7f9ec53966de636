// The page's entry. The app's code waits for the frame after the first paint: a page the
// server rendered is on screen before any of the app's code is fetched or run, and the app
// then takes it over. The server writes the shell's styles into the page, with the inline
// script (early/early.ts) that starts this entry and does what it does below before it; the
// entry still does it for a page served without them (Vite's development server).
import { installSearchShortcuts } from "./features/search/searchLauncher";
import { keepHiddenRouteQuery } from "./hiddenRoute/hiddenRouteQuery";
import "./markdown/theme.css";
import "./ui/ui.css";
import "./ui/toast.css";
import "./features/layout/layout.css";
import "./features/layout/navigation.css";
import "./features/search/searchBox.css";
import "./ui/print.css";

// A share link's secret is kept at once, as the navigation guard will keep it: a reader who
// follows a link of the rendered page before the app has started must not lose it.
keepHiddenRouteQuery(new URLSearchParams(location.search));

// The search opens from its shortcuts at once, even before the app has started: what the
// reader types waits for the dialog (see searchLauncher.ts).
installSearchShortcuts();

// The article controls' behaviour comes with the page's inline script (early/pageControls.ts),
// which a page served without it lacks: it is loaded then, before the app starts.
const start = async () => {
  if (!window.rxControls) (await import("./early/pageControls")).providePageControls();
  await import("./main");
};
// A page opened in a background tab paints nothing until it is shown, and the page's inline
// script loads this entry only after the paint: start at once then.
if (document.visibilityState === "hidden" || window.rxEarly) void start();
else requestAnimationFrame(() => setTimeout(() => void start()));
