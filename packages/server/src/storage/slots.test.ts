import { describe, expect, it } from "vitest";
import { compareVersionNames } from "./slots.js";

describe("the order of version names", () => {
  it("puts the newer first, unnumbered names such as next before numbered ones, numbers compared as numbers", () => {
    const names = ["1.x", "10.0", "9.2", "next", "v2.1.0", "2.0", "main"];
    expect(names.sort(compareVersionNames)).toEqual(["main", "next", "10.0", "9.2", "v2.1.0", "2.0", "1.x"]);
  });
});
