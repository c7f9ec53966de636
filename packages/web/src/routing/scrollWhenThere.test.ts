import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollWhenThere } from "./scrollWhenThere";

/** The page's ResizeObserver, which the test tells when the page has grown. */
let grew: (() => void) | undefined;
const disconnect = vi.fn();
const scrollTo = vi.fn();

/** How long the page is now. */
function pageLength(height: number): void {
  Object.defineProperty(document.documentElement, "scrollHeight", { value: height, configurable: true });
}

beforeEach(() => {
  vi.stubGlobal("innerHeight", 800);
  vi.stubGlobal("scrollTo", scrollTo);
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        grew = callback;
      }
      observe = vi.fn();
      disconnect = () => {
        grew = undefined;
        disconnect();
      };
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo.mockReset();
  disconnect.mockReset();
  grew = undefined;
});

describe("scrolling back to where the reader was", () => {
  it("goes there at once on a page long enough, and watches nothing", () => {
    pageLength(3000);
    scrollWhenThere(2000);
    expect(scrollTo.mock.calls).toEqual([[0, 2000]]);
    expect(grew).toBeUndefined();
  });

  it("goes there once the page has grown long enough, and then stops watching", () => {
    pageLength(900); // "Loading…"
    scrollWhenThere(2000);
    pageLength(2500);
    grew?.();
    expect(scrollTo.mock.calls).toEqual([[0, 2000]]); // clamped by the browser; still too short
    pageLength(3200);
    grew?.();
    expect(scrollTo.mock.calls).toEqual([
      [0, 2000],
      [0, 2000],
    ]);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it("leaves the page where the reader scrolled it meanwhile", () => {
    pageLength(900);
    scrollWhenThere(2000);
    window.dispatchEvent(new Event("wheel"));
    expect(disconnect).toHaveBeenCalledTimes(1);
    pageLength(3200);
    grew?.();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("gives up when the reader moves on before the page is there", () => {
    pageLength(900);
    const cancel = scrollWhenThere(2000);
    cancel();
    window.dispatchEvent(new Event("keydown"));
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
