import { afterEach, describe, expect, it, vi } from "vitest";
import { QUIET_MS, quietGate, readerActivity } from "./readerQuiet";

describe("the list's worker giving way to the reader", () => {
  afterEach(() => vi.useRealTimers());

  it("goes on at once while the reader is quiet, and waits until they have been quiet for a moment", async () => {
    vi.useFakeTimers();
    const gate = quietGate(() => Date.now());
    let done = false;
    await gate.quiet(); // never acted: at once

    gate.acted();
    const step = gate.quiet().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    gate.acted(); // acting again puts the step off again
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await step;
    expect(done).toBe(true);
  });

  it("is told of the reader's keys, presses and typing, not of every one in a burst, and no longer once stopped", () => {
    const told = vi.fn();
    const stop = readerActivity(told);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "k" }));
    document.dispatchEvent(new Event("input")); // the same burst
    expect(told).toHaveBeenCalledTimes(1);
    stop();

    const toldLater = vi.fn();
    readerActivity(toldLater)();
    document.dispatchEvent(new Event("pointerdown"));
    expect(toldLater).not.toHaveBeenCalled();
  });
});
