import { describe, expect, it } from "vitest";
import { parseExpiry } from "./expiry.js";

const NOW = Date.parse("2026-11-22T00:00:00.000Z");

describe("--expires", () => {
  it("takes a duration from now or a future date", () => {
    expect(parseExpiry("30m", NOW)).toBe("2026-11-22T00:30:00.000Z");
    expect(parseExpiry("12h", NOW)).toBe("2026-11-22T12:00:00.000Z");
    expect(parseExpiry("7d", NOW)).toBe("2026-11-29T00:00:00.000Z");
    expect(parseExpiry("2w", NOW)).toBe("2026-12-06T00:00:00.000Z");
    expect(parseExpiry("2026-12-31T23:59:59Z", NOW)).toBe("2026-12-31T23:59:59.000Z");
  });

  it.each(["soon", "12", "7 days", "", "2020-01-01", "0m"])("refuses %j with a hint", (text) => {
    expect(() => parseExpiry(text, NOW)).toThrow(/--expires/);
  });
});
