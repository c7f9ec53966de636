// The hand-over of the article's tab groups from the page's inline script to the app: the
// inline script's handlers work on after the app has taken the page over, until the app's article
// puts its own in place, so that a key pressed in between is never lost.
import userEvent from "@testing-library/user-event";
import { afterAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "../test-support/renderMarkdown";

describe("the inline script's article controls", () => {
  afterAll(() => document.body.replaceChildren());

  it("keep working once the app has taken the page over, until the app releases them", async () => {
    document.body.innerHTML = `<div class="rx-markdown">${renderMarkdown("::: tabs\n== npm\nnpm i\n== yarn\nyarn add\n== pnpm\npnpm add\n:::").html}</div>`;
    await import("./early");
    const selected = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    const user = userEvent.setup();
    document.querySelector<HTMLElement>('[role="tab"]')!.focus();

    const handover = window.rxEarly!.takeOver();
    await user.keyboard("{ArrowRight}");
    expect(selected()).toBe("yarn");

    handover.releaseArticleControls();
    await user.keyboard("{ArrowRight}");
    expect(selected()).toBe("yarn");
  });
});
