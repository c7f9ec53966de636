import { describe, expect, it } from "vitest";
import { formatDate } from "./formatDate";

const intl = new Intl.DateTimeFormat("en", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("writes a date as English long dates are written, in UTC", () => {
    expect(formatDate("2026-03-05T23:30:00Z")).toBe("March 5, 2026");
    expect(formatDate("2026-03-05T23:30:00-02:00")).toBe("March 6, 2026");
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2025, month, 1 + month * 2, 12));
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it("writes nothing for a date it cannot read", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDate in the page's language", () => {
  it("writes a date as the language does, in UTC", () => {
    expect(formatDate("2026-03-05T23:30:00Z", "fr")).toBe("5 mars 2026");
    expect(formatDate("2026-03-05T23:30:00Z", "de")).toBe("5. März 2026");
    expect(formatDate("2026-03-05T23:30:00Z", "ja")).toBe("2026年3月5日");
    expect(formatDate("2026-03-05T23:30:00Z", "fa")).toMatch(/۱۴۰۴/);
  });

  it("writes English for a tag Intl does not take", () => {
    expect(formatDate("2026-03-05T12:00:00Z", "x-invalid-tag-that-is-long")).toBe("March 5, 2026");
  });
});
