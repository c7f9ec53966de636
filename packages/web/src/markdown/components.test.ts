// The components' markup as the reader app renders it in the browser, through its sanitizer:
// nothing a component needs (its classes, its columns, its icons, a folder's open state, a
// tooltip's focus) is taken off on the way.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../test-support/renderMarkdown";

function renderToDom(markdown: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = renderMarkdown(markdown).html;
  return template.content;
}

const ICON =
  '<svg class="rx-icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M5 12h14"/></svg>';

describe("the components, rendered in the browser", () => {
  it("keep their steps, cards, columns, icons and linked titles", () => {
    const dom = renderToDom(
      [
        "::: steps",
        "1. One",
        "2. Two",
        ":::",
        "",
        ":::: cards {cols=3}",
        `::: card ${ICON} [Guides](/view?path=guides)`,
        "Read them.",
        ":::",
        "::::",
      ].join("\n"),
    );
    expect(dom.querySelectorAll(".rx-steps > ol > li")).toHaveLength(2);
    const cards = dom.querySelector(".rx-cards")!;
    expect(cards.getAttribute("data-cols")).toBe("3");
    const card = cards.querySelector(".rx-card--link")!;
    expect(card.querySelector(".rx-card__title svg.rx-icon path")?.getAttribute("d")).toBe("M5 12h14");
    expect(card.querySelector("a.rx-card__link")?.getAttribute("href")).toBe("/view?path=guides");
  });

  it("keep a file tree's folders open and foldable, and its highlighted names", () => {
    const dom = renderToDom("::: file-tree\n- src/\n  - **index.ts** the entry\n:::");
    const folder = dom.querySelector(".rx-file-tree__folder > details")!;
    expect(folder.hasAttribute("open")).toBe(true);
    expect(folder.querySelector("summary .rx-file-tree__name")?.textContent).toBe("src");
    expect(folder.querySelector("strong.rx-file-tree__name")?.textContent).toBe("index.ts");
  });

  it("keep fields, frames, updates, badges, link buttons and tooltips", () => {
    const dom = renderToDom(
      [
        "::: field id {in=path type=string required}",
        "The id.",
        ":::",
        "",
        "::: frame A caption",
        "![Alt](/a.png)",
        ":::",
        "",
        "::: update 2026-01-01 {description=v2}",
        "Changes.",
        ":::",
        "",
        'A <span class="rx-badge rx-badge--tip">New</span> <a class="rx-button rx-button--primary" href="/view?path=start">Start</a> <abbr class="rx-tooltip" title="Application Programming Interface" tabindex="0">API</abbr>',
      ].join("\n"),
    );
    expect(dom.querySelector(".rx-field .rx-field__required")).not.toBeNull();
    expect(dom.querySelector("figure.rx-frame figcaption")?.textContent).toBe("A caption");
    expect(dom.querySelector(".rx-update h2")?.id).toBe("2026-01-01");
    expect(dom.querySelector(".rx-badge.rx-badge--tip")?.textContent).toBe("New");
    expect(dom.querySelector("a.rx-button.rx-button--primary")?.getAttribute("href")).toBe("/view?path=start");
    const tooltip = dom.querySelector("abbr.rx-tooltip")!;
    expect([tooltip.getAttribute("title"), tooltip.getAttribute("tabindex")]).toEqual([
      "Application Programming Interface",
      "0",
    ]);
  });
});
