// A first page of a version and language as the server renders it: its switchers, its banner
// and its notice are in the markup, its links stay in its version and language, and the
// browser takes the markup over as it is.
import type { Article, MenuEntry, PageRenderRequest, SiteInfo } from "@rxdocs/contract";
import { act, cleanup } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "../router";
import { createBrowserRouter, RouterProvider } from "../routing";
import { slotOf } from "../slot/slotQuery";
import { useAppStore } from "../store/appStore";
import { SITE_VERSIONS } from "../test-support/siteVersions";
import { renderPage } from "./serverEntry";

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
const NAV_LIST = [entry("intro", "Introduction", { untranslated: true }), entry("setup", "Setup")];
const ARTICLE: Article = {
  menuCode: "intro",
  articleTitle: "Introduction",
  articleMd: "# Introduction\n\nSee [the setup](/view?path=setup).",
  articleTabContent: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  status: 1,
  untranslated: true,
};
const SITE = {
  title: "Docs",
  description: "",
  logo: null,
  editUrl: null,
  feedback: true,
  offline: true,
  insight: { views: true, searches: true },
  lang: "en",
  home: null,
} as unknown as SiteInfo;

/** The page of `intro` in version 1.0 and Chinese, as the server asks for it. */
const ADDRESS = "/view?path=intro&version=1.0&lang=zh";
const REQUEST: PageRenderRequest = {
  url: ADDRESS,
  navList: NAV_LIST,
  article: ARTICLE,
  site: SITE,
  versions: { ...SITE_VERSIONS, version: "1.0", lang: "zh" },
};

const markup = (html: string) => {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
};

describe("a first page in a version and language", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("holds the switchers, the banner and the notice, and links that stay in its version and language", async () => {
    const { appHtml, pageData } = await renderPage(REQUEST);
    const page = markup(appHtml);
    const version = page.querySelector<HTMLSelectElement>('select[aria-label="Version"]')!;
    const language = page.querySelector<HTMLSelectElement>('select[aria-label="Language"]')!;
    expect([version.value, language.value]).toEqual(["1.0", "zh"]);
    expect(page.querySelector(".rx-version-banner")?.textContent).toContain(
      "This is documentation for 1.0 (legacy), which is no longer the latest version.",
    );
    expect(page.querySelector(".rx-version-banner a")?.getAttribute("href")).toBe("/view?path=intro&lang=zh");
    expect(page.querySelector(".rx-untranslated-notice")?.textContent).toBe(
      "This page is not translated into 中文 yet; it is shown in English.",
    );
    expect(page.querySelector("article")?.getAttribute("lang")).toBe("en");
    expect(page.querySelector('.rx-sidebar a[aria-current="page"]')?.getAttribute("href")).toBe(ADDRESS);
    expect(page.querySelector(".rx-sidebar .rx-tree-untranslated")?.textContent).toBe("en");
    expect(page.querySelector(".rx-brand")?.getAttribute("href")).toBe("/?version=1.0&lang=zh");
    expect(pageData.versions).toEqual(REQUEST.versions);
  });

  it("is taken over by the browser as it is, at the address that names its version and language", async () => {
    const { appHtml, pageData } = await renderPage(REQUEST);
    // What jsdom lacks, and the calls the page makes once it runs (the article list), which wait.
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal("fetch", () => new Promise(() => undefined));
    history.replaceState(null, "", ADDRESS);
    document.body.innerHTML = `<div id="app">${appHtml}</div>`;
    const slot = slotOf(new URLSearchParams(location.search));
    useAppStore.getState().startFromPage(pageData, slot);
    useAppStore.getState().setMenus(NAV_LIST, slot);
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args));
    const router = await createBrowserRouter(appRoutes());
    const root = document.getElementById("app")!;
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(root.querySelector<HTMLSelectElement>('select[aria-label="Version"]')?.value).toBe("1.0");
    // Links the renderer wrote in the article are given the page's version and language too.
    expect(root.querySelector(".rx-markdown a")?.getAttribute("href")).toBe("/view?path=setup&version=1.0&lang=zh");
    router.dispose();
  });
});
