// The script a server-rendered page carries inline: every control the reader sees works from
// the first paint, before the app has loaded, and the app starts after that paint. When the
// app is ready to take the page over it asks, through `window.rxEarly.takeOver()`, what the
// reader did meanwhile; the handlers here then step aside, so nothing is handled twice.
import { installSearchShortcuts } from "../features/search/searchLauncher";
import { keepHiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
import { attachEarlyDrawers } from "./earlyDrawers";
import { attachEarlyFolders } from "./earlyFolders";
import { attachEarlySlotSwitch } from "./earlySlotSwitch";
import { attachEarlyThemeSwitch } from "./earlyThemeSwitch";
import type { EarlyHandover } from "./handover";
import { providePageControls } from "./pageControls";

const appSource = document.currentScript?.dataset.rxApp;
// The chunks the entry needs to start the app, asked for with it rather than once it has come and run.
const appPreloads = document.currentScript?.dataset.rxAppPreloads?.split(" ").filter(Boolean) ?? [];
// A share link's secret is kept at once, as the app's navigation guard keeps it: a reader who
// follows a link of the page before the app has started must not lose it.
keepHiddenRouteQuery(new URLSearchParams(location.search));
// The search opens from its shortcuts and the top bar's box at once; what the reader types
// waits for the app's dialog (features/search/searchLauncher.ts).
installSearchShortcuts();
const drawers = attachEarlyDrawers(document);
const folders = attachEarlyFolders(document);
const detachThemeSwitch = attachEarlyThemeSwitch(document);
const slotSwitch = attachEarlySlotSwitch(document);
// Tab groups, Copy buttons, "Copy page" and the feedback are the article's own: the app attaches
// the same handlers to it, which it takes from here.
const controls = providePageControls();
const detachArticleControls = [
  controls.attachContentTabs(document.documentElement),
  controls.attachCopyButtons(document.documentElement),
  controls.attachCopyPage(document.documentElement),
  controls.attachPageFeedback(document.documentElement),
];

// The sidebar shows the current article, as the app's tree does when it renders on its own. It
// scrolls in the frame before the first paint, whose layout it shares, rather than in the parser's
// task, where it would force a layout of the whole page on top of the parsing.
document.addEventListener("DOMContentLoaded", () =>
  requestAnimationFrame(() =>
    document.querySelector('.rx-sidebar [aria-current="page"]')?.scrollIntoView({ block: "nearest" }),
  ),
);

window.rxEarly = {
  takeOver(): EarlyHandover {
    delete window.rxEarly;
    drawers.detach();
    folders.detach();
    detachThemeSwitch();
    slotSwitch.detach();
    detachArticleControls.forEach((detach) => detach());
    // The filter of the sidebar, or of its copy in the Menu panel.
    const filters = document.querySelectorAll<HTMLInputElement>(".rx-tree-filter");
    const filter = [...filters].map((input) => input.value).find((value) => value.trim() !== "") ?? "";
    return { panel: drawers.open(), folders: folders.choices(), filter, slot: slotSwitch.choice() };
  },
};

if (appSource) {
  const start = () => {
    for (const href of appPreloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = appSource;
    document.head.append(script);
  };
  // A page opened in a background tab paints nothing until it is shown: start at once there.
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start));
}
