import { BASE_Z_INDEX } from "@rxdocs/contract";
import { expect, it } from "vitest";
import { nextZIndex } from "./zIndex";

it("hands out z-indexes from BASE_Z_INDEX upwards, one per call", () => {
  expect(BASE_Z_INDEX).toBe(2000);
  expect([nextZIndex(), nextZIndex(), nextZIndex()]).toEqual([2000, 2001, 2002]);
});
