import { IconButton } from "../../ui/IconButton";
import { MoonIcon, SunIcon } from "../../ui/icons";
import { chooseTheme, useTheme } from "./theme";
import { themeSwitchLabel } from "./themeChoice";

/** Both icons are drawn; the stylesheet shows the current theme's, so the page's inline script can switch it too. */
export function ThemeSwitch() {
  const theme = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <IconButton
      label={themeSwitchLabel(theme)}
      onClick={() => chooseTheme(next)}
      data-rx-theme-switch=""
      icon={
        <>
          <SunIcon className="rx-theme-icon--dark" />
          <MoonIcon className="rx-theme-icon--light" />
        </>
      }
    />
  );
}
