import { describe, expect, it } from "vitest";
import { mapWithConcurrency } from "./boundedParallel.js";

describe("mapWithConcurrency", () => {
  it("never has more than `limit` operations in flight, and keeps results in input order", async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const items = Array.from({ length: 50 }, (_, index) => index);
    const results = await mapWithConcurrency(items, 4, async (item) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (item * 7) % 5));
      inFlight -= 1;
      return item * 2;
    });
    expect(mostInFlight).toBe(4);
    expect(results).toEqual(items.map((item) => item * 2));
  });

  it("handles no items", async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });

  it("rejects when an operation fails", async () => {
    await expect(
      mapWithConcurrency([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error("boom");
        return item;
      }),
    ).rejects.toThrow("boom");
  });
});
