import { useSyncExternalStore } from "react";
import { currentTheme, subscribeToTheme, type Theme } from "./themeChoice";

export { chooseTheme, type Theme } from "./themeChoice";

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => "light");
}
