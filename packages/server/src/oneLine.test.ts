import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_LENGTH, oneLine } from "./oneLine.js";

describe("oneLine", () => {
  it("keeps an ordinary message as it is, tabs and accents included", () => {
    expect(oneLine('Unrecognized key: "café"\tand more')).toBe('Unrecognized key: "café"\tand more');
  });

  it("writes line breaks, other control characters and direction overrides as escapes", () => {
    expect(oneLine('Unrecognized key: "a\nb"')).toBe('Unrecognized key: "a\\u000ab"');
    expect(oneLine("x\r\u0000\u007f\u0085\u2028\u2029y")).toBe("x\\u000d\\u0000\\u007f\\u0085\\u2028\\u2029y");
    expect(oneLine("invoice\u202Efdp.exe")).toBe("invoice\\u202efdp.exe");
  });

  it("cuts a message longer than the limit and says how much was left out", () => {
    const cut = oneLine(`Unrecognized key: "${"../".repeat(1000)}"`);
    expect(cut.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(cut).toMatch(/^Unrecognized key: "\.\.\/\.\.\/.*… \(2\d{3} more characters\)$/);
  });

  it("never cuts a character in half", () => {
    const text = `${"a".repeat(MAX_MESSAGE_LENGTH - 41)}${"\u{1F600}".repeat(100)}`;
    const cut = oneLine(text);
    expect(cut).toContain(`${"a".repeat(MAX_MESSAGE_LENGTH - 41)}…`);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
