import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../test-support/renderInRouter";
import { Link } from "./Link";
import { Outlet } from "./RouterProvider";

const pages = { "": () => <h1>Home</h1>, view: () => <h1>Article</h1> };

function renderLinks(path = "/") {
  return renderInRouter(
    <>
      <Link to="/view?path=intro#setup">Introduction</Link>
      <Link to="?path=other">Relative</Link>
      <Link to="/">Home page</Link>
      <Link to="/view?path=intro" target="_blank">
        Beside
      </Link>
      <Link to="/main/guide.pdf">Guide as PDF</Link>
      <Link to="https://example.com/">Elsewhere</Link>
      <Outlet />
    </>,
    { pages, path },
  );
}

const link = (name: string) => screen.getByRole("link", { name });
/** Clicks `name` and answers whether the app took the click, telling the browser to leave it. */
async function click(name: string, init: MouseEventInit = {}): Promise<boolean> {
  let taken = false;
  // Below the app's own handler: what it decided, and no document load jsdom cannot make.
  const record = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", record, { once: true });
  await act(() => fireEvent.click(link(name), init));
  return taken;
}

describe("a link", () => {
  afterEach(cleanup);

  it("renders its address as the server does, resolved against the current one", async () => {
    await renderLinks("/view?path=intro");
    expect(link("Introduction").getAttribute("href")).toBe("/view?path=intro#setup");
    expect(link("Relative").getAttribute("href")).toBe("/view?path=other");
    expect(link("Guide as PDF").getAttribute("href")).toBe("/main/guide.pdf");
    expect(link("Elsewhere").getAttribute("href")).toBe("https://example.com/");
    expect(link("Introduction").hasAttribute("data-discover")).toBe(false);
  });

  it("moves inside the app on a plain click", async () => {
    const { router } = await renderLinks();
    expect(await click("Introduction")).toBe(true);
    expect(await screen.findByRole("heading", { name: "Article" })).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: "/view", search: "?path=intro", hash: "#setup" });
    expect(router.state.action).toBe("push");
  });

  it("takes the place of the current entry when it leads to the page already shown", async () => {
    const { router } = await renderLinks("/view?path=intro#setup");
    await click("Introduction");
    expect(router.state.action).toBe("replace");
  });

  it.each([
    ["a Ctrl click", { ctrlKey: true }],
    ["a Cmd click", { metaKey: true }],
    ["a Shift click", { shiftKey: true }],
    ["an Alt click", { altKey: true }],
    ["a middle click", { button: 1 }],
  ])("leaves %s to the browser", async (_name, init) => {
    const { router } = await renderLinks();
    expect(await click("Introduction", init)).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });

  it("leaves to the browser a link with a target, and one to an address the app has no page for", async () => {
    await renderLinks();
    expect(await click("Beside")).toBe(false);
    expect(await click("Guide as PDF")).toBe(false);
    expect(await click("Elsewhere")).toBe(false);
  });
});
