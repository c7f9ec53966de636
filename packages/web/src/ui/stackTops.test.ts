import { expect, it } from "vitest";
import { stackTops } from "./stackTops";

it("places the first item at the start and each next one below the previous and the gap", () => {
  expect(stackTops([40, 60, 30], 16, 12)).toEqual([16, 68, 140]);
  expect(stackTops([], 16, 12)).toEqual([]);
});
