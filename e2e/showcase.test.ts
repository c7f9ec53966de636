// Pages of an imported docs folder, as readers meet them: no violation axe-core can find, in
// both themes and at both widths.
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { titleOf } from "./support/reading.js";
import { readerSession, WIDTHS } from "./support/session.js";
import { startShowcaseSite } from "./support/showcaseSite.js";

const reader = readerSession(startShowcaseSite);

describe.each(WIDTHS)("the showcase on a %s", (viewport) => {
  it.each(["light", "dark"] as const)(
    "a page of GitHub-flavoured Markdown has no axe violation (%s)",
    async (colorScheme) => {
      const { page } = await reader.openPage("/view?path=basics", { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe("Basics");
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
