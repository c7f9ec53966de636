import type { MenuEntry, Visibility } from "@rxdocs/contract";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../store/appStore";
import { renderInRouter } from "../../test-support/renderInRouter";
import { SITE_VERSIONS } from "../../test-support/siteVersions";
import { CopyPage } from "./CopyPage";

function renderCopyPage(path: string, visibility: Visibility) {
  const entry = { menuCode: "intro", menuName: "Intro", visibility } as MenuEntry;
  useAppStore.setState({ versions: SITE_VERSIONS, menuMap: { intro: entry } });
  return renderInRouter(<CopyPage menuCode="intro" />, { pages: { view: () => null }, path });
}

const prompt = (address: string) => encodeURIComponent(`Read ${address} and answer questions about it.`);

describe("Copy page", () => {
  afterEach(cleanup);

  it("copies and shows the Markdown of the page's version and language, and hands the assistants that page", async () => {
    await renderCopyPage("/view?path=intro&version=1.0&lang=zh", "public");
    const control = document.querySelector<HTMLElement>("[data-rx-copy-page]")!;
    expect(control.dataset.rxMarkdown).toBe("/view.md?path=intro&version=1.0&lang=zh");

    fireEvent.click(screen.getByRole("button", { name: "More actions for this page" }));
    const menu = screen.getByRole("menu", { name: "More actions for this page" });
    const page = `${location.origin}/view?path=intro&version=1.0&lang=zh`;
    const hrefs = Array.from(menu.querySelectorAll("a"), (link) => [link.textContent, link.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["View as Markdown", "/view.md?path=intro&version=1.0&lang=zh"],
      ["Open in ChatGPT", `https://chatgpt.com/?hints=search&q=${prompt(page)}`],
      ["Open in Claude", `https://claude.ai/new?q=${prompt(page)}`],
    ]);
    expect(document.activeElement?.textContent).toBe("Copy as Markdown");
  });

  it.each([
    ["a restricted page", "/view?path=intro", "restricted"],
    ["a hidden page", "/view?path=intro", "hidden"],
    ["a public page opened by a share link", "/view?path=intro&hash=k1", "public"],
  ] as const)("offers only the copy on %s", async (_, path, visibility) => {
    await renderCopyPage(path, visibility);
    expect(document.querySelectorAll("button")).toHaveLength(1);
    expect(document.querySelector("button .rx-copy-page__label")?.textContent).toBe("Copy page");
    expect(screen.queryByRole("button", { name: "More actions for this page" })).toBeNull();
    expect(document.querySelectorAll("[role=menu], a")).toHaveLength(0);
  });
});
