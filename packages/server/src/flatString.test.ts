import { describe, expect, it } from "vitest";
import { flatString } from "./flatString.js";

describe("flatString", () => {
  it("gives back the same text, in any script, with lone surrogates and control characters", () => {
    let joined = "";
    for (const piece of ["<p>", "متن", "\ud800", "😀", "\u0000", '"\\', "</p>"]) joined += piece;
    expect(flatString(joined)).toBe(joined);
    expect(flatString("")).toBe("");
  });
});
