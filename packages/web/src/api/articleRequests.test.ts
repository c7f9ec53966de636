import { afterEach, describe, expect, it, vi } from "vitest";
import { requestArticle } from "./articleRequests";

describe("article requests", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("share one request while it is in flight, and ask again once it has settled", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, message: "ok", data: { menuCode: "a" } })),
    );
    vi.stubGlobal("fetch", fetch);
    const first = requestArticle("a");
    const second = requestArticle("a");
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ menuCode: "a" });
    expect(fetch).toHaveBeenCalledTimes(1);
    await requestArticle("a");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("forget a failed request, so that a retry asks again", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 404, message: "missing", data: null }), { status: 404 }),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(requestArticle("gone")).rejects.toMatchObject({ code: 404 });
    await expect(requestArticle("gone")).rejects.toMatchObject({ code: 404 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
