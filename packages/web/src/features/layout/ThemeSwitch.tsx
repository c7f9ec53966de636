import { IconButton } from "../../ui/IconButton";
import { MoonIcon, SunIcon } from "../../ui/icons";
import { chooseTheme, useTheme } from "./theme";

export function ThemeSwitch() {
  const theme = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <IconButton
      label={`Switch to ${next} theme`}
      onClick={() => chooseTheme(next)}
      icon={theme === "dark" ? <SunIcon /> : <MoonIcon />}
    />
  );
}
