import { SLOT_HEADERS } from "@rxdocs/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepSlot } from "../slot/slotInForce";
import { toastStore } from "../ui/toastStore";
import { ApiError, post } from "./client";

const errorToasts = () =>
  toastStore
    .getState()
    .toasts.filter((t) => t.kind === "error")
    .map((t) => t.message);
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("the HTTP client", () => {
  beforeEach(() => toastStore.setState({ toasts: [] }));
  afterEach(() => vi.unstubAllGlobals());

  it("POSTs JSON under /api and resolves with the envelope's data", async () => {
    const fetch = answer({ code: 200, message: "ok", data: [1, 2] });
    vi.stubGlobal("fetch", fetch);
    await expect(post("menuInfo/getAuthMenuTree", { isAuth: false })).resolves.toEqual([1, 2]);
    expect(fetch).toHaveBeenCalledWith(
      "/api/menuInfo/getAuthMenuTree",
      expect.objectContaining({ method: "POST", body: '{"isAuth":false}' }),
    );
  });

  it("rejects a body code other than 200 and shows its message in an error toast", async () => {
    vi.stubGlobal(
      "fetch",
      answer({ code: 403, message: "This access link is invalid or has expired", data: null }, 403),
    );
    await expect(post("x", {})).rejects.toEqual(new ApiError(403, "This access link is invalid or has expired"));
    expect(errorToasts()).toEqual(["This access link is invalid or has expired"]);
  });

  it("rejects a 200 response whose body code is not 200", async () => {
    vi.stubGlobal("fetch", answer({ code: 500, message: "broken", data: null }, 200));
    await expect(post("x", {})).rejects.toMatchObject({ code: 500, message: "broken" });
  });

  it("reads a timeout as 'timeout of 100000 ms exceeded'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("signal timed out", "TimeoutError"))),
    );
    await expect(post("x", {})).rejects.toMatchObject({ message: "timeout of 100000 ms exceeded" });
    expect(errorToasts()).toEqual(["timeout of 100000 ms exceeded"]);
  });

  it("shows a transport error's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(post("x", {})).rejects.toBeInstanceOf(ApiError);
    expect(errorToasts()).toEqual(["Network error: the server cannot be reached"]);
  });

  it("leaves the codes the caller presents itself without a toast, and says nothing of a cancelled call", async () => {
    vi.stubGlobal("fetch", answer({ code: 404, message: "not found", data: null }, 404));
    await expect(post("x", {}, { quietCodes: [404] })).rejects.toMatchObject({ code: 404 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(post("x", {})).rejects.toMatchObject({ code: -1 });
    expect(errorToasts()).toEqual([]);
  });

  it("says nothing of a call cancelled while its answer is being read", async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"code": 200, "message": "ok", "data": ['));
        controller.abort();
        stream.error(new DOMException("aborted", "AbortError"));
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    await expect(post("x", {}, { signal: controller.signal })).rejects.toMatchObject({ code: -1 });
    expect(errorToasts()).toEqual([]);
  });

  it("sends the version and language in force as headers, none for the defaults, and those a call names instead", async () => {
    const fetch = answer({ code: 200, message: "ok", data: null });
    vi.stubGlobal("fetch", fetch);
    keepSlot(new URLSearchParams("path=a&version=2.x&lang=zh"));
    await post("x", {});
    keepSlot(new URLSearchParams("path=a"));
    await post("x", {});
    await post("x", {}, { slot: { version: "1.0" } });
    const headers = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => init.headers);
    expect(headers[0]).toMatchObject({ [SLOT_HEADERS.version]: "2.x", [SLOT_HEADERS.lang]: "zh" });
    expect(Object.keys(headers[1]!)).toEqual(["content-type"]);
    expect(headers[2]).toEqual({ "content-type": "application/json", [SLOT_HEADERS.version]: "1.0" });
  });
});
