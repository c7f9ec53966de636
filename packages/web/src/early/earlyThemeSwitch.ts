// The theme switch before the app has started: the same choice, kept the same way (theme.ts).
// Both icons are on the page; the stylesheet shows the one for the current theme.
import { chooseTheme, currentTheme } from "../features/layout/themeChoice";

export function attachEarlyThemeSwitch(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-rx-theme-switch]") : null;
    if (!button) return;
    const next = currentTheme() === "dark" ? "light" : "dark";
    chooseTheme(next);
    // The switch carries its name in either theme, in the page's language (ThemeSwitch.tsx).
    const label = next === "dark" ? button.dataset.rxLabelDark : button.dataset.rxLabelLight;
    if (label === undefined) return;
    button.setAttribute("aria-label", label);
    button.title = label;
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
