import { API_PATHS, OFFLINE } from "@rxdocs/contract";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOfflineStatus } from "../../offline/offlineStatus";
import { FIRST_RETRY_MS, OfflineNotice } from "./OfflineNotice";

/** The menus as the network, or the kept copy (`offline`), answers them; counts the requests. */
function serveMenus(answers: ("offline" | "network")[]) {
  const fetch = vi.fn(async (url: string) => {
    expect(url).toBe(`/api/${API_PATHS.getAuthMenuTree}`);
    const source = answers.shift() ?? "network";
    const headers = source === "offline" ? { [OFFLINE.servedOfflineHeader]: "1" } : undefined;
    return new Response(JSON.stringify({ code: 200, message: "ok", data: [] }), { status: 200, headers });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function setOnline(onLine: boolean): void {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(onLine);
  window.dispatchEvent(new Event(onLine ? "online" : "offline"));
}

const notice = () => screen.getByRole("status").textContent;

describe("the offline notice", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useOfflineStatus.setState({ isShownOffline: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks again when the network comes back, and then less and less often until the network answers", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fetch = serveMenus(["offline", "offline", "offline"]);
    render(<OfflineNotice />);
    expect(notice()).toContain("offline");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).not.toHaveBeenCalled(); // no network: nothing to ask

    await act(async () => setOnline(true)); // the first answers still come from the kept copy
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    expect(fetch).toHaveBeenCalledTimes(2); // the wait has doubled
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(notice()).toContain("offline");

    await act(() => vi.advanceTimersByTimeAsync(4 * FIRST_RETRY_MS)); // the network answers
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(notice()).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("stops asking when the network goes again", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const fetch = serveMenus(["offline"]);
    render(<OfflineNotice />);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => setOnline(false));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notice()).toContain("offline");
  });
});
