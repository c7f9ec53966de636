import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveTabChoice } from "../ui/tabChoice";
import { attachContentTabs } from "./contentTabs";
import { renderMarkdown } from "../test-support/renderMarkdown";

const PACKAGE_TABS =
  "::: tabs key:pkg\n== npm\nnpm install rxdocs\n== yarn\nyarn add rxdocs\n== pnpm\npnpm add rxdocs\n:::";

function mountArticle(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderMarkdown(markdown).html;
  document.body.append(root);
  return root;
}

const groups = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(".rx-tabs"));
const tabs = (group: HTMLElement) => Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]'));
const selectedLabel = (group: HTMLElement) => group.querySelector('[aria-selected="true"]')?.textContent;
const visiblePanelText = (group: HTMLElement) =>
  Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent?.trim());
const tabStops = (group: HTMLElement) => tabs(group).filter((tab) => tab.tabIndex === 0);

describe("attachContentTabs", () => {
  let detach: () => void = () => {};

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    detach();
    document.body.replaceChildren();
  });

  it("shows the clicked tab's panel and makes it the one tab stop", async () => {
    const root = mountArticle("::: code-group\n```sh [npm]\nnpm i\n```\n```sh [yarn]\nyarn add\n```\n:::");
    detach = attachContentTabs(root);
    const [group] = groups(root);
    await userEvent.click(tabs(group!)[1]!);
    expect(selectedLabel(group!)).toBe("yarn");
    expect(visiblePanelText(group!)).toEqual(["Copyyarn add"]);
    expect(tabStops(group!)).toEqual([tabs(group!)[1]]);
  });

  it("moves and selects with Right, Left (wrapping), Home and End, keeping focus on the tab", async () => {
    const user = userEvent.setup();
    const root = mountArticle(PACKAGE_TABS);
    detach = attachContentTabs(root);
    const [group] = groups(root);
    tabs(group!)[0]!.focus();

    const expectAt = (label: string) => {
      expect(selectedLabel(group!)).toBe(label);
      expect(document.activeElement?.textContent).toBe(label);
      expect(visiblePanelText(group!)).toEqual([`${label} ${label === "npm" ? "install" : "add"} rxdocs`]);
    };
    await user.keyboard("{ArrowRight}");
    expectAt("yarn");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expectAt("npm");
    await user.keyboard("{ArrowLeft}");
    expectAt("pnpm");
    await user.keyboard("{Home}");
    expectAt("npm");
    await user.keyboard("{End}");
    expectAt("pnpm");
  });

  it("moves the other way with the arrows on a right-to-left page, where the next tab is on the left", async () => {
    document.documentElement.setAttribute("dir", "rtl");
    try {
      const root = mountArticle(PACKAGE_TABS);
      detach = attachContentTabs(root);
      const [group] = groups(root);
      const user = userEvent.setup();
      tabs(group!)[0]!.focus();
      await user.keyboard("{ArrowLeft}");
      expect(selectedLabel(group!)).toBe("yarn");
      await user.keyboard("{ArrowRight}{ArrowRight}");
      expect(selectedLabel(group!)).toBe("pnpm");
    } finally {
      document.documentElement.removeAttribute("dir");
    }
  });

  it("carries a choice to every group with the same key, and remembers it", async () => {
    const root = mountArticle(
      `${PACKAGE_TABS}\n\n${PACKAGE_TABS}\n\n::: tabs\n== npm\nunsynced\n== yarn\nunsynced\n:::`,
    );
    detach = attachContentTabs(root);
    const [first, second, unsynced] = groups(root);
    await userEvent.click(tabs(second!)[2]!);
    expect(selectedLabel(first!)).toBe("pnpm");
    expect(visiblePanelText(first!)).toEqual(["pnpm add rxdocs"]);
    expect(selectedLabel(unsynced!)).toBe("npm");

    detach();
    const later = mountArticle(PACKAGE_TABS);
    detach = attachContentTabs(later);
    expect(selectedLabel(groups(later)[0]!)).toBe("pnpm");
  });

  it("follows a choice made elsewhere, and keeps its own when the choice is not one of its tabs", () => {
    const root = mountArticle(PACKAGE_TABS.replace("== pnpm\npnpm add rxdocs\n", ""));
    detach = attachContentTabs(root);
    const [group] = groups(root);
    saveTabChoice("pkg", "yarn");
    expect(selectedLabel(group!)).toBe("yarn");
    saveTabChoice("pkg", "pnpm");
    expect(selectedLabel(group!)).toBe("yarn");
    expect(visiblePanelText(group!)).toEqual(["yarn add rxdocs"]);
  });

  it("switches a group nested in another without touching the outer one", async () => {
    const root = mountArticle(
      ":::: tabs\n== Outer A\n::: tabs\n== Inner A\na\n== Inner B\nb\n:::\n== Outer B\nouter b\n::::",
    );
    detach = attachContentTabs(root);
    const [outer, inner] = groups(root);
    await userEvent.click(tabs(inner!)[1]!);
    expect(selectedLabel(inner!)).toBe("Inner B");
    expect(selectedLabel(outer!)).toBe("Outer A");
    const outerPanels = outer!.querySelectorAll<HTMLElement>(":scope > .rx-tabs__panel");
    expect(Array.from(outerPanels, (panel) => panel.hidden)).toEqual([false, true]);
  });

  it("stops handling clicks once detached", async () => {
    const root = mountArticle(PACKAGE_TABS);
    attachContentTabs(root)();
    const [group] = groups(root);
    await userEvent.click(tabs(group!)[1]!);
    expect(selectedLabel(group!)).toBe("npm");
    saveTabChoice("pkg", "pnpm");
    expect(selectedLabel(group!)).toBe("npm");
  });
});
