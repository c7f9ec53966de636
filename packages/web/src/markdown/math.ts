// Formulas in the page. The server sends them drawn by KaTeX; an article the browser renders
// itself (one from the article list) leaves them pending, and only then does KaTeX's code, a
// chunk of its own, load. They are drawn once its stylesheet is in too (ArticleBody puts it
// before the article), so that no formula shows unstyled. A display formula wider than the
// column scrolls sideways, and can then be reached with the keyboard to scroll it.
import katexStylesheet from "katex/dist/katex.min.css?url";
import { KATEX_OPTIONS } from "./katexOptions";
import { keepScrollersReachable } from "./scrollReach";
import "./math.css";

const PENDING_FORMULAS = ".rx-math[data-pending]";
const DISPLAY_FORMULAS = ".rx-math--display";

/** Draws the pending formulas under `root` and keeps wide ones reachable; returns the cleanup. */
export function attachFormulas(root: ParentNode): () => void {
  void renderPendingFormulas(root);
  return keepScrollersReachable(Array.from(root.querySelectorAll(DISPLAY_FORMULAS)));
}

async function renderPendingFormulas(root: ParentNode): Promise<void> {
  const formulas = Array.from(root.querySelectorAll<HTMLElement>(PENDING_FORMULAS));
  if (formulas.length === 0) return;
  // A chunk that fails to load (offline, a redeploy) leaves the TeX readable as it is.
  const [katex] = await Promise.all([
    import("katex").then((module) => module.default).catch(() => undefined),
    stylesheetSettled(katexStylesheet),
  ]);
  if (!katex) return;
  for (const formula of formulas) {
    if (!formula.hasAttribute("data-pending")) continue;
    const tex = formula.textContent ?? "";
    const displayMode = formula.classList.contains("rx-math--display");
    try {
      // KaTeX builds the formula from escaped text, with trust off, straight into the element.
      katex.render(tex, formula, { ...KATEX_OPTIONS, displayMode });
    } catch {
      continue; // an error KaTeX does not render itself leaves the TeX as it is
    }
    formula.removeAttribute("data-pending");
  }
}

/** Resolves once the page's stylesheet at `href` has loaded or failed, or at once when there is none. */
function stylesheetSettled(href: string): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}
