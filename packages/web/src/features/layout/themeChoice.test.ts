import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseTheme, subscribeToTheme } from "./themeChoice";

/** The system's colour scheme, as matchMedia reports it (jsdom has none). */
function stubSystemScheme(initial: "light" | "dark") {
  let dark = initial === "dark";
  const changeListeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", () => ({
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => changeListeners.delete(listener),
  }));
  return (scheme: "light" | "dark") => {
    dark = scheme === "dark";
    changeListeners.forEach((listener) => listener());
  };
}

const theme = () => document.documentElement.dataset.theme;

describe("the theme", () => {
  beforeEach(() => {
    localStorage.clear();
    // As the page's inline script left it, from the system's scheme when the page loaded.
    document.documentElement.dataset.theme = "dark";
  });
  afterEach(() => vi.unstubAllGlobals());

  it("catches up with a change of the system's scheme made before anything listened", () => {
    stubSystemScheme("light");
    const listener = vi.fn();
    const stop = subscribeToTheme(listener);
    expect(theme()).toBe("light");
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it("follows the system's scheme while listened to, until the reader chooses", () => {
    const setSystemScheme = stubSystemScheme("dark");
    const listener = vi.fn();
    const stop = subscribeToTheme(listener);
    expect(listener).not.toHaveBeenCalled();
    setSystemScheme("light");
    expect(theme()).toBe("light");
    chooseTheme("dark");
    setSystemScheme("dark");
    setSystemScheme("light");
    expect(theme()).toBe("dark");
    stop();
  });

  it("keeps the reader's choice over the system's scheme when it starts listening", () => {
    stubSystemScheme("light");
    localStorage.setItem("rx-theme", "dark");
    const stop = subscribeToTheme(() => undefined);
    expect(theme()).toBe("dark");
    stop();
  });
});
