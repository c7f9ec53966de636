// What a site's own navigation adds to the reader's menus: pages it leaves out open but are not
// listed, entries that are links, badges, and the top bar's own links.
import type { MenuEntry, SiteInfo } from "@rxdocs/contract";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../../store/appStore";
import { renderInRouter } from "../../test-support/renderInRouter";
import { PrevNext } from "../view/PrevNext";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

const entry = (menuCode: string, menuName: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  menuCode,
  menuName,
  menuType: 2,
  parentCode: null,
  sort: 0,
  visibility: "public",
  childList: [],
  ...extra,
});

const ENTRIES: MenuEntry[] = [
  entry("intro", "Introduction", { badge: { text: "New", variant: "tip" } }),
  entry("old", "Old page", { navHidden: true }),
  entry("home-link", "Home", { menuType: 1, link: "/" }),
  entry("github", "GitHub", { menuType: 1, link: "https://github.com/o/r" }),
  entry("setup", "Setup"),
];

const SITE: SiteInfo = {
  title: "Site",
  description: "",
  logo: null,
  editUrl: null,
  feedback: true,
  offline: true,
  insight: { views: true, searches: true },
  lang: "en",
  home: null,
  nav: [
    { text: "Guide", link: "/view?path=intro#start" },
    {
      text: "More",
      link: "",
      items: [
        { text: "Blog", link: "https://blog.example" },
        { text: "Setup", link: "/view?path=setup" },
      ],
    },
  ],
};

describe("a site's own navigation in the reader", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => useAppStore.setState({ site: undefined }));
  });

  it("lists neither a page it leaves out, shows links as links and badges beside names", async () => {
    await renderInRouter(<Sidebar title="Pages" entries={ENTRIES} currentCode={null} openCodes={new Set()} />);
    const tree = screen.getByRole("list", { name: "Pages" });
    expect(
      within(tree)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["IntroductionNew", "Home", "GitHub↗", "Setup"]);
    expect(screen.getByRole("link", { name: /^GitHub/ })).toMatchObject({
      href: "https://github.com/o/r",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByText("New").className).toBe("rx-tree-badge rx-tree-badge--tip");
  });

  it("leaves a page it does not list out of the previous and next links, and gives it none", async () => {
    act(() => useAppStore.getState().setMenus(ENTRIES));
    await renderInRouter(<PrevNext menuCode="intro" />);
    expect(screen.getByRole("link", { name: /Next/ }).textContent).toContain("Setup");
    cleanup();
    await renderInRouter(<PrevNext menuCode="old" />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("puts the site's own links in the top bar in place of the sections, with menus that open without the app", async () => {
    act(() => useAppStore.setState({ site: SITE }));
    // The theme switch asks the system's colour scheme, which jsdom has no answer to.
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    await renderInRouter(<TopBar />);
    const sections = screen.getByRole("navigation", { name: "Sections" });
    expect(within(sections).getByRole("link", { name: "Guide" }).getAttribute("href")).toBe("/view?path=intro#start");
    const menu = within(sections).getByText("More").closest("details");
    expect(menu).not.toBeNull();
    expect(
      within(menu!)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["https://blog.example", "/view?path=setup"]);
  });
});
