import type { SearchAnswer, SearchHit } from "@rxdocs/contract";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Outlet } from "../../routing";
import { renderInRouter } from "../../test-support/renderInRouter";
import { useAppStore } from "../../store/appStore";
import { toast } from "../../ui/toast";
import { Toaster } from "../../ui/Toaster";
import { toastStore } from "../../ui/toastStore";
import { SearchBox } from "./SearchBox";
import { closeSearch, installSearchShortcuts } from "./searchLauncher";
import { SEARCH_DEBOUNCE_MS } from "./useSearchAnswer";

const hit = (menuCode: string, articleTitle: string, heading: string | null, snippet: SearchHit["snippet"]) => ({
  menuCode,
  articleTitle,
  heading: heading === null ? null : { text: heading, slug: heading.toLowerCase().replace(/ /g, "-") },
  snippet,
});

const INSTALL_ANSWER: SearchAnswer = {
  hits: [
    hit("installation", "Installation", "Requirements", [{ text: "Node " }, { text: "install", match: true }]),
    hit("deploy", "Deployment", null, [{ text: "Before you " }, { text: "install", match: true }, { text: " it" }]),
    hit("installation", "Installation", "From source", [{ text: "To " }, { text: "install", match: true }]),
  ],
  terms: ["install"],
};

interface PendingSearch {
  keyword: string;
  signal: AbortSignal;
  answer(data: SearchAnswer): void;
  /** Answers with the API's error envelope. */
  fail(message: string): void;
}

/** Stands in for the server: each search waits until the test answers it; a cancelled one fails as fetch does. */
function serveSearches() {
  const searches: PendingSearch[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          expect(url).toBe("/api/articleInfo/search");
          const signal = init.signal!;
          signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          searches.push({
            keyword: JSON.parse(String(init.body)).keyword,
            signal,
            answer: (data) => resolve(new Response(JSON.stringify({ code: 200, message: "ok", data }))),
            fail: (message) => resolve(new Response(JSON.stringify({ code: 500, message, data: null }))),
          });
        }),
    ),
  );
  return searches;
}

/** The search box in a small app with a home page and an article page. */
async function renderApp() {
  const { router } = await renderInRouter(
    <>
      <SearchBox />
      <input aria-label="Other field" />
      <Outlet />
      <Toaster />
    </>,
    { pages: { "": () => <p>Home</p>, view: () => <p>Article</p> } },
  );
  return router;
}

const input = () => screen.getByRole("combobox", { name: "Search" });
const options = () => screen.queryAllByRole("option");
const activeOption = () => document.getElementById(input().getAttribute("aria-activedescendant") ?? "");

async function openByClick() {
  const user = userEvent.setup();
  const router = await renderApp();
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("dialog", { name: "Search" });
  return { user, router };
}

/** Types `text`, waits for its search to go out, and answers it. */
async function searchFor(user: ReturnType<typeof userEvent.setup>, searches: PendingSearch[], text: string) {
  await user.type(input(), text);
  await waitFor(() => expect(searches.at(-1)?.keyword).toBe(text));
  act(() => searches.at(-1)!.answer(INSTALL_ANSWER));
  await waitFor(() => expect(options()).not.toHaveLength(0));
}

beforeAll(installSearchShortcuts);
beforeEach(() => useAppStore.setState({ searchHighlight: undefined }));
afterEach(() => {
  act(closeSearch);
  for (const { id } of toastStore.getState().toasts) toast.dismiss(id);
  cleanup();
  vi.unstubAllGlobals();
});

describe("opening and closing the search", () => {
  it.each([
    ["/", "/"],
    ["Ctrl+K", "{Control>}k{/Control}"],
    ["Cmd+K", "{Meta>}k{/Meta}"],
  ])("opens with %s, with the focus in its field and nothing typed", async (_name, keys) => {
    const user = userEvent.setup();
    await renderApp();
    await user.keyboard(keys);
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(input());
    expect(input()).toHaveProperty("value", "");
    expect(screen.getByRole("button", { name: "Search" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("takes what is typed right after the shortcut into its field", async () => {
    const user = userEvent.setup();
    serveSearches();
    await renderApp();
    await user.keyboard("/");
    await user.keyboard("zep"); // into the stand-in field while the dialog's code loads (searchLauncher.test.ts)
    await screen.findByRole("dialog", { name: "Search" });
    expect(input()).toHaveProperty("value", "zep");
    expect(document.activeElement).toBe(input());
    expect(document.querySelectorAll("input[type=search]")).toHaveLength(1);
  });

  it("does not open with / while the reader types in another field", async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.type(screen.getByRole("textbox", { name: "Other field" }), "a/b");
    expect(screen.getByRole("textbox", { name: "Other field" })).toHaveProperty("value", "a/b");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stacks above the page with a z-index from the kit's manager", async () => {
    await openByClick();
    const panel = screen.getByRole("dialog", { name: "Search" });
    const overlay = document.querySelector<HTMLElement>(".rx-overlay")!;
    expect(Number(overlay.style.zIndex)).toBeGreaterThanOrEqual(2000);
    expect(Number(panel.style.zIndex)).toBeGreaterThan(Number(overlay.style.zIndex));
  });

  it("closes with Escape and gives the focus back to the box", async () => {
    const { user } = await openByClick();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
  });

  it("closes with its close button and with a click outside", async () => {
    const { user } = await openByClick();
    await user.click(screen.getByRole("button", { name: "Close search" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("dialog", { name: "Search" });
    await user.click(document.querySelector(".rx-overlay")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Tab inside the dialog", async () => {
    const { user } = await openByClick();
    const dialog = screen.getByRole("dialog", { name: "Search" });
    for (let press = 0; press < 4; press++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("shows a short hint while the field is empty, and sends nothing", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    expect(screen.getByText(/Search titles, headings and text/)).toBeTruthy();
    await user.type(input(), "   ");
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(searches).toHaveLength(0);
  });
});

describe("searching as the reader types", () => {
  it("waits for a pause in typing, then sends the trimmed keyword once", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    await user.type(input(), " install ");
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]!.keyword).toBe("install");
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(searches).toHaveLength(1);
  });

  it("cancels the search for an older keyword, so that its answer never shows", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    await user.type(input(), "inst");
    await waitFor(() => expect(searches).toHaveLength(1));
    await user.type(input(), "all");
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[0]!.signal.aborted).toBe(true);
    act(() => searches[1]!.answer({ hits: [INSTALL_ANSWER.hits[1]!], terms: ["install"] }));
    await waitFor(() => expect(options()).toHaveLength(1));
    act(() => searches[0]!.answer(INSTALL_ANSWER)); // too late: the request was cancelled
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(options()).toHaveLength(1);
  });

  it("groups the hits by article, each section with its snippet and the matches in <mark>", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    await searchFor(user, searches, "install");
    const groups = within(screen.getByRole("listbox", { name: "Search results" })).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["Installation", "Deployment"]);
    const sections = (group: HTMLElement) =>
      within(group)
        .getAllByRole("option")
        .map((option) => option.querySelector(".rx-search-option__title")?.textContent);
    expect(sections(groups[0]!)).toEqual(["#Requirements", "#From source"]);
    expect(sections(groups[1]!)).toEqual(["Deployment"]);
    // Each option is the link to its section, with no control of its own inside.
    const links = options().map((option) => option.getAttribute("href"));
    expect(options().filter((option) => option.querySelector("a, button, input, [tabindex]"))).toEqual([]);
    expect(links).toEqual([
      "/view?path=installation#requirements",
      "/view?path=installation#from-source",
      "/view?path=deploy",
    ]);
    const marks = groups[1]!.querySelectorAll("mark");
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(["install"]);
    expect(groups[1]!.querySelector(".rx-search-option__snippet")?.textContent).toBe("Before you install it");
    expect(screen.getByRole("status").textContent).toBe("3 results");
  });

  it("renders a snippet as text, never as HTML", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    await user.type(input(), "img");
    await waitFor(() => expect(searches).toHaveLength(1));
    const snippet = [{ text: "<img src=x onerror=alert(1)>" }, { text: "<b>img</b>", match: true as const }];
    act(() => searches[0]!.answer({ hits: [hit("xss", "Escaping", null, snippet)], terms: ["img"] }));
    const option = await screen.findByRole("option");
    expect(option.querySelector("img, b")).toBeNull();
    expect(option.querySelector("mark")?.textContent).toBe("<b>img</b>");
  });

  it("says so when nothing matches, and offers the suggestion, which searches for it", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    await user.type(input(), "zephyrin");
    await waitFor(() => expect(searches).toHaveLength(1));
    act(() => searches[0]!.answer({ hits: [], suggestion: "zephyrine", terms: [] }));
    expect((await screen.findByText(/No results for/)).textContent).toBe("No results for “zephyrin”.");
    await user.click(screen.getByRole("button", { name: "Did you mean zephyrine?" }));
    expect(input()).toHaveProperty("value", "zephyrine");
    expect(document.activeElement).toBe(input());
    await waitFor(() => expect(searches.at(-1)?.keyword).toBe("zephyrine"));
  });

  it("shows the app's error toast when the search fails, and searches again on the next keystroke", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    await user.type(input(), "install");
    await waitFor(() => expect(searches).toHaveLength(1));
    act(() => searches[0]!.fail("The search index is being rebuilt"));
    expect((await screen.findByRole("alert")).textContent).toContain("The search index is being rebuilt");
    expect(screen.getByText(/The search did not answer/)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Search" })).toBeTruthy();

    await user.type(input(), "s");
    await waitFor(() => expect(searches).toHaveLength(2));
    act(() => searches[1]!.answer(INSTALL_ANSWER));
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.queryByText(/The search did not answer/)).toBeNull();
  });
});

describe("choosing a result", () => {
  it("moves the active option with the arrow keys, in the order shown, wrapping around", async () => {
    const searches = serveSearches();
    const { user } = await openByClick();
    await searchFor(user, searches, "install");
    const listbox = screen.getByRole("listbox");
    expect(input().getAttribute("aria-controls")).toBe(listbox.id);
    expect(input().getAttribute("aria-expanded")).toBe("true");
    expect(activeOption()).toBe(options()[0]);
    expect(options()[0]!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toBe(options()[1]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toBe(options()[0]);
    await user.keyboard("{ArrowUp}");
    expect(activeOption()).toBe(options()[2]);
    expect(options().filter((option) => option.getAttribute("aria-selected") === "true")).toEqual([options()[2]]);
    expect(document.activeElement).toBe(input());
  });

  it("opens the active option with Enter, in the app, and keeps its words to highlight on that article", async () => {
    const searches = serveSearches();
    const { user, router } = await openByClick();
    await searchFor(user, searches, "install");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/view"));
    expect(router.state.location.search).toBe("?path=installation");
    expect(router.state.location.hash).toBe("#from-source");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(useAppStore.getState().searchHighlight).toEqual({ menuCode: "installation", terms: ["install"] });
  });

  it("opens a result on a click", async () => {
    const searches = serveSearches();
    const { user, router } = await openByClick();
    await searchFor(user, searches, "install");
    await user.click(screen.getByRole("option", { name: /Before you install it/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?path=deploy"));
    expect(router.state.location.hash).toBe("");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("forgets the highlight when the reader searches again or goes to another page", async () => {
    const searches = serveSearches();
    const { user, router } = await openByClick();
    await searchFor(user, searches, "install");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(useAppStore.getState().searchHighlight?.menuCode).toBe("installation"));
    await act(() => router.navigate("/view?path=installation#from-source")); // the same article
    expect(useAppStore.getState().searchHighlight?.menuCode).toBe("installation");
    await act(() => router.navigate("/view?path=deploy"));
    expect(useAppStore.getState().searchHighlight).toBeUndefined();

    useAppStore.setState({ searchHighlight: { menuCode: "deploy", terms: ["install"] } });
    await user.keyboard("/");
    await screen.findByRole("dialog");
    await user.type(input(), "x");
    await waitFor(() => expect(useAppStore.getState().searchHighlight).toBeUndefined());
  });
});
