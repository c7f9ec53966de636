import { IconButton } from "../../ui/IconButton";
import { MoonIcon, SunIcon } from "../../ui/icons";
import { chooseTheme, useTheme } from "./theme";
import { useMessages } from "../../i18n/useMessages";

/** Both icons are drawn; the stylesheet shows the current theme's, so the page's inline script can switch it too. */
export function ThemeSwitch() {
  const theme = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  const messages = useMessages();
  const labels = { light: messages.text("theme.toDark"), dark: messages.text("theme.toLight") };
  return (
    <IconButton
      label={labels[theme]}
      onClick={() => chooseTheme(next)}
      data-rx-theme-switch=""
      // Both names, for the page's inline script to switch before the app has started.
      data-rx-label-light={labels.light}
      data-rx-label-dark={labels.dark}
      icon={
        <>
          <SunIcon className="rx-theme-icon--dark" />
          <MoonIcon className="rx-theme-icon--light" />
        </>
      }
    />
  );
}
