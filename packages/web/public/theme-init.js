// Sets the theme before the page paints, so a reader who chose dark never sees a flash of
// light: the stored choice, or else the system's preference.
(function () {
  var theme = "light";
  try {
    var stored = localStorage.getItem("rx-theme");
    theme =
      stored === "light" || stored === "dark"
        ? stored
        : matchMedia("(prefers-color-scheme: dark)").matches
          ? "dark"
          : "light";
  } catch {
    // Storage may be unavailable (privacy modes); the system preference is then unknown too.
  }
  document.documentElement.dataset.theme = theme;
})();
