import { afterEach, describe, expect, it, vi } from "vitest";
import { readTabChoice, saveTabChoice, subscribeToTabChoices } from "./tabChoice";

afterEach(() => localStorage.clear());

describe("a reader's tab choice", () => {
  it("is remembered and told to every listener", () => {
    const listener = vi.fn();
    const stop = subscribeToTabChoices(listener);
    saveTabChoice("pm", "pnpm");
    expect(readTabChoice("pm")).toBe("pnpm");
    expect(listener).toHaveBeenCalledOnce();
    stop();
    saveTabChoice("pm", "npm");
    expect(listener).toHaveBeenCalledOnce();
  });

  it("reaches the listeners of another copy of the module, as the page's inline script carries one", async () => {
    vi.resetModules();
    const inlineScriptCopy = await import("./tabChoice");
    const listener = vi.fn();
    const stop = subscribeToTabChoices(listener);
    inlineScriptCopy.saveTabChoice("pm", "yarn");
    expect(listener).toHaveBeenCalledOnce();
    expect(readTabChoice("pm")).toBe("yarn");
    stop();
  });
});
