import { SLOT_HEADERS } from "@rxdocs/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../ui/toastStore";
import { prefetchArticle, requestArticle } from "./articleRequests";

const answering = (code: number, data: unknown) =>
  vi.fn(
    async () => new Response(JSON.stringify({ code, message: code === 200 ? "ok" : "down", data }), { status: code }),
  );

describe("article requests", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("share one request, reuse its answer for 30 seconds, then ask again", async () => {
    const fetch = answering(200, { menuCode: "a" });
    vi.stubGlobal("fetch", fetch);
    const first = requestArticle("a");
    expect(requestArticle("a")).toBe(first);
    await expect(first).resolves.toEqual({ menuCode: "a" });
    vi.advanceTimersByTime(29_000);
    await requestArticle("a");
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await requestArticle("a");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("forget a failed request, so that a retry asks again", async () => {
    const fetch = answering(404, null);
    vi.stubGlobal("fetch", fetch);
    await expect(requestArticle("gone")).rejects.toMatchObject({ code: 404 });
    await expect(requestArticle("gone")).rejects.toMatchObject({ code: 404 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("hand a prefetched article to the click, and keep a failed prefetch quiet", async () => {
    const fetch = answering(200, { menuCode: "next" });
    vi.stubGlobal("fetch", fetch);
    prefetchArticle("next");
    await expect(requestArticle("next")).resolves.toEqual({ menuCode: "next" });
    expect(fetch).toHaveBeenCalledTimes(1);

    const failing = answering(500, null);
    vi.stubGlobal("fetch", failing);
    const toasts = () => toastStore.getState().toasts.map((t) => t.message);
    prefetchArticle("broken");
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(toasts()).toEqual([]);
    await expect(requestArticle("broken")).rejects.toMatchObject({ code: 500 });
    expect(failing).toHaveBeenCalledTimes(2);
    expect(toasts()).toEqual(["down"]);
  });

  it("keep one request per version and language: the same page of another is another article", async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const version = (init.headers as Record<string, string>)[SLOT_HEADERS.version] ?? "latest";
      return new Response(JSON.stringify({ code: 200, message: "ok", data: { menuCode: "intro", version } }));
    });
    vi.stubGlobal("fetch", fetch);
    await expect(requestArticle("intro", {})).resolves.toEqual({ menuCode: "intro", version: "latest" });
    await expect(requestArticle("intro", { version: "1.0" })).resolves.toEqual({ menuCode: "intro", version: "1.0" });
    await requestArticle("intro", { version: "1.0" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
