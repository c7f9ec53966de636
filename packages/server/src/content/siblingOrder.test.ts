import { describe, expect, it } from "vitest";
import { compareFileNames, type Orderable, orderSiblings } from "./siblingOrder.js";

const names = (entries: Orderable[]): string[] => orderSiblings(entries).map((entry) => entry.name);

describe("orderSiblings", () => {
  it("puts entries with an explicit order first, ascending, then the rest by file name", () => {
    expect(
      names([
        { name: "a.md" },
        { name: "z.md", order: 2 },
        { name: "m", order: -1 },
        { name: "b" },
        { name: "y.md", order: 1.5 },
      ]),
    ).toEqual(["m", "y.md", "z.md", "a.md", "b"]);
  });

  it("breaks ties in explicit order by name", () => {
    expect(
      names([
        { name: "c.md", order: 1 },
        { name: "b", order: 1 },
        { name: "a.md", order: 1 },
      ]),
    ).toEqual(["a.md", "b", "c.md"]);
  });

  it("orders numeric prefixes naturally, folders and files together", () => {
    expect(
      names([
        { name: "10-faq.md" },
        { name: "2_setup" },
        { name: "1-intro.md" },
        { name: "03-usage" },
        { name: "readme.md" },
      ]),
    ).toEqual(["1-intro.md", "2_setup", "03-usage", "10-faq.md", "readme.md"]);
  });

  it("does not change its input", () => {
    const entries = [{ name: "b.md" }, { name: "a.md" }];
    orderSiblings(entries);
    expect(entries.map((entry) => entry.name)).toEqual(["b.md", "a.md"]);
  });
});

describe("compareFileNames", () => {
  it("compares names without the .md that only files have", () => {
    const sorted = ["intro.md", "intro-advanced", "intro"].sort(compareFileNames);
    expect(sorted).toEqual(["intro", "intro.md", "intro-advanced"]);
  });

  it("ignores case first, so that capitalised names do not jump ahead", () => {
    expect(["beta.md", "Alpha.md", "alpha.md"].sort(compareFileNames)).toEqual(["Alpha.md", "alpha.md", "beta.md"]);
  });

  it("handles digit runs longer than a safe integer", () => {
    expect(["100000000000000000001-a", "99999999999999999999-b"].sort(compareFileNames)).toEqual([
      "99999999999999999999-b",
      "100000000000000000001-a",
    ]);
  });

  it("is a total order: only identical names compare equal", () => {
    expect(compareFileNames("01-a", "1-a")).not.toBe(0);
    expect(compareFileNames("a", "a")).toBe(0);
  });
});
