import type { MenuEntry } from "@rxdocs/contract";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useSearchParams } from "../../routing";
import { useAppStore } from "../../store/appStore";
import { renderInRouter } from "../../test-support/renderInRouter";
import { SITE_VERSIONS } from "../../test-support/siteVersions";
import { filterMenus } from "./menuFilter";
import { Sidebar } from "./Sidebar";

const page = (menuCode: string, menuName: string, parentCode: string): MenuEntry => ({
  menuCode,
  menuName,
  menuType: 2,
  parentCode,
  sort: 0,
  visibility: "public",
  childList: [],
});
const folder = (menuCode: string, menuName: string, childList: MenuEntry[]): MenuEntry => ({
  menuCode,
  menuName,
  menuType: 1,
  parentCode: "guide",
  sort: 0,
  visibility: "public",
  childList,
});
const ENTRIES = [
  page("intro", "Introduction", "guide"),
  folder("setup", "Setting up", [page("install", "Installation", "setup"), page("upgrade", "Upgrading", "setup")]),
  folder("deploy", "Déploiement", [page("pg", "PostgreSQL", "deploy")]),
];

function renderSidebar(currentCode: string | null, openCodes: string[] = []) {
  return renderInRouter(
    <Sidebar title="Guide" entries={ENTRIES} currentCode={currentCode} openCodes={new Set(openCodes)} />,
  );
}

/** The sidebar as the layout gives it: the current article from the address, and the folders on its way. */
function SidebarOfAddress() {
  const currentCode = useSearchParams().get("path");
  const openCodes = useMemo(() => new Set(currentCode === "pg" ? ["deploy"] : ["setup"]), [currentCode]);
  return <Sidebar title="Guide" entries={ENTRIES} currentCode={currentCode} openCodes={openCodes} />;
}

const currentLinks = () => screen.queryAllByRole("link", { current: "page" }).map((link) => link.textContent);

describe("the sidebar", () => {
  afterEach(cleanup);

  it("moves the highlight and the open folders with the reader, within a folder and across folders", async () => {
    const { router } = await renderInRouter(<SidebarOfAddress />, {
      pages: { "": () => null },
      path: "/?path=install",
    });
    expect(currentLinks()).toEqual(["Installation"]);
    await act(() => router.navigate("/?path=upgrade"));
    expect(currentLinks()).toEqual(["Upgrading"]);
    await act(() => router.navigate("/?path=pg"));
    expect(currentLinks()).toEqual(["PostgreSQL"]);
    expect(screen.getByRole("button", { name: "Déploiement" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Setting up" }).getAttribute("aria-expanded")).toBe("false");
    await act(() => router.navigate("/?path=install"));
    expect(currentLinks()).toEqual(["Installation"]);
    expect(screen.getByRole("button", { name: "Setting up" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("highlights the current article and opens the folders on the way to it", async () => {
    await renderSidebar("install", ["setup"]);
    expect(screen.getByRole("link", { name: "Installation" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Setting up" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Déploiement" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "PostgreSQL" })).toBeNull();
    expect(screen.getByRole("link", { name: "Introduction" }).getAttribute("href")).toBe("/view?path=intro");
  });

  it("opens and closes folders", async () => {
    await renderSidebar(null);
    const deploy = screen.getByRole("button", { name: "Déploiement" });
    await userEvent.click(deploy);
    expect(screen.getByRole("link", { name: "PostgreSQL" })).toBeTruthy();
    await userEvent.click(deploy);
    expect(screen.queryByRole("link", { name: "PostgreSQL" })).toBeNull();
  });

  it("narrows the tree as the reader types, ignoring case and accents", async () => {
    await renderSidebar(null);
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter pages" }), "POSTGRES");
    expect(screen.getByRole("link", { name: "PostgreSQL" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Introduction" })).toBeNull();
    await userEvent.clear(screen.getByRole("searchbox", { name: "Filter pages" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter pages" }), "zzz");
    expect(screen.getByText("No page matches “zzz”.")).toBeTruthy();
  });

  it("keeps a folder whose own name matches, with all its pages", () => {
    expect(filterMenus(ENTRIES, "deploiement").map((e) => e.menuCode)).toEqual(["deploy"]);
    expect(filterMenus(ENTRIES, "deploiement")[0]!.childList).toHaveLength(1);
    expect(filterMenus(ENTRIES, "  ")).toHaveLength(3);
  });

  it("keeps its links in the address's version and language, and marks the pages the language lacks", async () => {
    useAppStore.setState({ versions: SITE_VERSIONS });
    const entries = [
      page("intro", "Introduction", "guide"),
      { ...page("faq", "FAQ", "guide"), untranslated: true as const },
    ];
    await renderInRouter(<Sidebar title="Guide" entries={entries} currentCode="intro" openCodes={new Set()} />, {
      pages: { view: () => null },
      path: "/view?path=intro&version=1.0&lang=zh",
    });
    const intro = screen.getByRole("link", { name: "Introduction" });
    const faq = screen.getByRole("link", { name: "FAQ" });
    expect(intro.getAttribute("href")).toBe("/view?path=intro&version=1.0&lang=zh");
    expect(intro.getAttribute("aria-describedby")).toBeNull();
    expect(faq.textContent).toBe("FAQen");
    expect(document.getElementById(faq.getAttribute("aria-describedby")!)?.textContent).toBe("Not translated yet");
    useAppStore.setState({ versions: undefined });
  });
});
