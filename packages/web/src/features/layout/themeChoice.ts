// Light and dark themes: the system's preference until the reader chooses, then the choice,
// kept across visits. The inline script of index.html applies it before the first paint.
// Free of React: the page's inline script switches the theme with it before the app has started.
export type Theme = "light" | "dark";
const STORAGE_KEY = "rx-theme";
const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)");

function storedTheme(): Theme | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "light" || value === "dark" ? value : undefined;
  } catch {
    return undefined;
  }
}

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

const listeners = new Set<() => void>();
function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  listeners.forEach((listener) => listener());
}

export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  apply(theme);
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = systemDark();
  const followSystem = () => {
    const system = media.matches ? "dark" : "light";
    if (!storedTheme() && currentTheme() !== system) apply(system);
  };
  media.addEventListener("change", followSystem);
  // Nothing listened before: the system's scheme may have changed since the page's inline script
  // read it, while the page loaded or the app took it over. The page catches up with it now.
  followSystem();
  return () => {
    listeners.delete(listener);
    media.removeEventListener("change", followSystem);
  };
}
