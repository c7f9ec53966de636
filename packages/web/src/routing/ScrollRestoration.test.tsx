import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBrowserRouter, type Router } from "./createRouter";
import { Outlet, RouterProvider } from "./RouterProvider";
import { ScrollRestoration } from "./ScrollRestoration";

const Home = () => <h1>Home</h1>;
const Article = () => (
  <article>
    <h1>Article</h1>
    <h2 id="setup">Setup</h2>
  </article>
);

let router: Router | undefined;
const scrollTo = vi.fn();
const scrollIntoView = vi.fn();
const jsdomScrollIntoView = Element.prototype.scrollIntoView;

/** Where the reader has scrolled the window to. */
function scrolledTo(y: number): void {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

async function startApp(): Promise<Router> {
  const started = await createBrowserRouter({
    path: "/",
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [
      { id: "home", path: "", lazy: () => Promise.resolve({ Component: Home }) },
      { id: "view", path: "view", lazy: () => Promise.resolve({ Component: Article }) },
    ],
  });
  render(<RouterProvider router={started} />);
  return (router = started);
}

/** Goes back one entry and waits for the app to show it. */
async function back(app: Router): Promise<void> {
  const shown = new Promise<void>((resolve) => {
    const stop = app.subscribe(() => {
      stop();
      resolve();
    });
  });
  window.history.back();
  await act(() => shown);
}

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
  scrolledTo(0);
  vi.stubGlobal("scrollTo", scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  router?.dispose();
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
  vi.unstubAllGlobals();
});

describe("scroll restoration", () => {
  it("leaves the first page where the browser placed it", async () => {
    await startApp();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe("manual");
  });

  it("opens a new page at its top or at its #heading, and going back returns to where the reader was", async () => {
    const app = await startApp();
    scrolledTo(700);
    await act(() => app.navigate("/view?path=intro"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(300);
    await act(() => app.navigate("/view?path=intro#setup"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("setup"));

    await back(app);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    await back(app);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it("keeps the positions across a reload of the tab", async () => {
    const app = await startApp();
    await act(() => app.navigate("/view?path=intro"));
    scrolledTo(450);
    window.dispatchEvent(new Event("pagehide"));
    expect(window.history.scrollRestoration).toBe("auto");
    cleanup();
    app.dispose();

    scrollTo.mockReset();
    await startApp(); // the same history entry, in a new document
    expect(scrollTo).toHaveBeenLastCalledWith(0, 450);
  });
});
