import { SLOT_HEADERS } from "@rxdocs/contract";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Router } from "../../routing";
import { useAppStore } from "../../store/appStore";
import { renderInRouter } from "../../test-support/renderInRouter";
import { SINGLE_VERSION, SITE_VERSIONS } from "../../test-support/siteVersions";
import { SlotSwitchers } from "./SlotSwitchers";

const PAGES = { "": () => null, view: () => null };

/** Answers the article's detail call: the page exists in every version but `missingIn`. */
function serveArticle(missingIn: string) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const version = (init.headers as Record<string, string>)[SLOT_HEADERS.version];
    const body =
      version === missingIn
        ? { code: 404, message: "This page does not exist", data: null }
        : { code: 200, message: "ok", data: { menuCode: "intro" } };
    return new Response(JSON.stringify(body), { status: body.code });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const address = ({ state: { location } }: Router) => location.pathname + location.search;

async function choose(name: string, option: string) {
  await act(() => userEvent.selectOptions(screen.getByRole("combobox", { name }), option));
}

describe("the version and language switchers", () => {
  beforeEach(() => useAppStore.setState({ versions: SITE_VERSIONS }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("are named Version and Language, and show the address's version and language", async () => {
    await renderInRouter(<SlotSwitchers />, { pages: PAGES, path: "/view?path=intro&version=1.0&lang=zh" });
    const version = screen.getByRole<HTMLSelectElement>("combobox", { name: "Version" });
    const language = screen.getByRole<HTMLSelectElement>("combobox", { name: "Language" });
    expect(version.value).toBe("1.0");
    expect(language.value).toBe("zh");
    expect([...version.options].map((option) => option.text)).toEqual(["Next", "2.x", "1.0 (legacy)"]);
    expect([...language.options].map((option) => [option.text, option.lang])).toEqual([
      ["English", "en"],
      ["中文", "zh"],
    ]);
  });

  it("show the defaults when the address names none, and are left out when there is one of each", async () => {
    await renderInRouter(<SlotSwitchers />, { pages: PAGES, path: "/view?path=intro" });
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Version" }).value).toBe("2.x");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Language" }).value).toBe("en");
    cleanup();
    useAppStore.setState({ versions: SINGLE_VERSION });
    await renderInRouter(<SlotSwitchers />, { pages: PAGES, path: "/view?path=intro" });
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("keep the reader on the same page, naming the version and language only when not the defaults", async () => {
    const fetch = serveArticle("none");
    const { router } = await renderInRouter(<SlotSwitchers />, { pages: PAGES, path: "/view?path=intro&lang=zh" });
    await choose("Version", "1.0");
    await vi.waitFor(() => expect(address(router)).toBe("/view?path=intro&version=1.0&lang=zh"));
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ [SLOT_HEADERS.version]: "1.0", [SLOT_HEADERS.lang]: "zh" });
    await choose("Language", "en");
    await vi.waitFor(() => expect(address(router)).toBe("/view?path=intro&version=1.0"));
    await choose("Version", "2.x");
    await vi.waitFor(() => expect(address(router)).toBe("/view?path=intro"));
  });

  it("go to the other version's home page when the page does not exist there", async () => {
    serveArticle("next");
    const { router } = await renderInRouter(<SlotSwitchers />, { pages: PAGES, path: "/view?path=intro" });
    await choose("Version", "next");
    await vi.waitFor(() => expect(address(router)).toBe("/?version=next"));
  });

  it("switch the home page to the other's home page without asking for a page", async () => {
    const fetch = serveArticle("none");
    const { router } = await renderInRouter(<SlotSwitchers />, { pages: PAGES, path: "/?version=1.0" });
    await choose("Language", "zh");
    await vi.waitFor(() => expect(address(router)).toBe("/?version=1.0&lang=zh"));
    expect(fetch).not.toHaveBeenCalled();
  });
});
