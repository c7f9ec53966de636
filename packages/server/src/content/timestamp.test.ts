import { describe, expect, it } from "vitest";
import { toIsoTimestamp } from "./timestamp.js";

describe("toIsoTimestamp", () => {
  it.each([
    ["2024-01-01", "2024-01-01T00:00:00.000Z"],
    ["2024-01-01T10:20:30Z", "2024-01-01T10:20:30.000Z"],
    ["2024-01-01T10:20:30.5Z", "2024-01-01T10:20:30.500Z"],
    ["2024-01-01T10:20:30.123456Z", "2024-01-01T10:20:30.123Z"],
    ["2024-01-01 10:20", "2024-01-01T10:20:00.000Z"],
    ["2024-01-01T10:20:30+02:00", "2024-01-01T08:20:30.000Z"],
    ["2024-01-01T01:00:00-0530", "2024-01-01T06:30:00.000Z"],
    ["2024-01-01T10:20:30 +01", "2024-01-01T09:20:30.000Z"],
    ["2024-02-29T00:00:00.000Z", "2024-02-29T00:00:00.000Z"],
    ["0001-01-01", "0001-01-01T00:00:00.000Z"],
  ])("reads %s as %s", (text, iso) => {
    expect(toIsoTimestamp(text)).toBe(iso);
  });

  it("reads a time without a zone as UTC, whatever the machine's zone", () => {
    expect(toIsoTimestamp("2024-06-01T12:00:00")).toBe("2024-06-01T12:00:00.000Z");
  });

  it("accepts valid Date objects, as js-yaml gives for unquoted timestamps", () => {
    expect(toIsoTimestamp(new Date(Date.UTC(2024, 0, 2)))).toBe("2024-01-02T00:00:00.000Z");
    expect(toIsoTimestamp(new Date(Number.NaN))).toBeUndefined();
  });

  it.each(["2024-02-30", "2023-02-29", "2024-13-01", "2024-01-01T24:00:00Z", "yesterday", "1", "2024/01/01", ""])(
    "rejects %j",
    (text) => {
      expect(toIsoTimestamp(text)).toBeUndefined();
    },
  );

  it("rejects values that are not strings or dates", () => {
    expect(toIsoTimestamp(1_700_000_000_000)).toBeUndefined();
    expect(toIsoTimestamp(null)).toBeUndefined();
  });
});
