import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createBrowserRouter,
  createMemoryRouter,
  type LayoutRoute,
  type Router,
  type RouteModule,
  NEEDS_WAIT_MS,
} from "./createRouter";

const Home = () => <p>Home</p>;
const Article = () => <p>Article</p>;

/** A route module whose code arrives when the test says so. */
function deferredModule(Component: RouteModule["Component"]) {
  let arrive: () => void = () => undefined;
  const module = new Promise<RouteModule>((resolve) => (arrive = () => resolve({ Component })));
  return { lazy: vi.fn(() => module), arrive };
}

function routesWith(view: { lazy: () => Promise<RouteModule> }): LayoutRoute {
  return {
    path: "/",
    element: null,
    children: [
      { id: "home", path: "", lazy: () => Promise.resolve({ Component: Home }) },
      { id: "view", path: "view", lazy: view.lazy },
    ],
  };
}

const pathOf = (router: Router) => {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
};

/** Moves through the history as the browser's buttons do, and waits for the router to follow. */
function moveThroughHistory(router: Router, move: () => void): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      stop();
      resolve();
    });
    move();
  });
}

describe("the browser's router", () => {
  let router: Router | undefined;
  beforeEach(() => window.history.replaceState(null, "", "/"));
  afterEach(() => router?.dispose());

  it("is handed out once the guard has seen the first address and its page's code is in", async () => {
    window.history.replaceState(null, "", "/view?path=intro");
    const view = deferredModule(Article);
    const guard = vi.fn();
    let handedOut = false;
    const starting = createBrowserRouter(routesWith(view), guard).then((started) => {
      handedOut = true;
      return started;
    });
    expect(guard).toHaveBeenCalledWith(new URL("/view?path=intro", window.location.origin));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(handedOut).toBe(false);
    view.arrive();
    router = await starting;
    expect(router.state).toMatchObject({ action: "initial", Page: Article });
    expect(pathOf(router)).toBe("/view?path=intro");
  });

  it("keeps the page and the address until the next page's code is in", async () => {
    const view = deferredModule(Article);
    router = await createBrowserRouter(routesWith(view));
    const moving = router.navigate("/view?path=intro");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.Page).toBe(Home);
    expect(window.location.pathname).toBe("/");
    view.arrive();
    await moving;
    expect(router.state).toMatchObject({ action: "push", Page: Article });
    expect(window.location.pathname + window.location.search).toBe("/view?path=intro");
  });

  it("lets a later navigation take the place of one still loading", async () => {
    const view = deferredModule(Article);
    router = await createBrowserRouter(routesWith(view));
    const first = router.navigate("/view?path=intro");
    await router.navigate("/?from=home");
    view.arrive();
    await first;
    expect(pathOf(router)).toBe("/?from=home");
    expect(router.state.Page).toBe(Home);
  });

  it("runs the guard before every navigation, back and forward included, and tells each entry apart", async () => {
    const guard = vi.fn<(to: URL) => void>();
    router = await createBrowserRouter(routesWith({ lazy: () => Promise.resolve({ Component: Article }) }), guard);
    const first = router.state.location.key;
    await router.navigate("/view?path=intro");
    const second = router.state.location.key;
    expect(second).not.toBe(first);

    await moveThroughHistory(router, () => window.history.back());
    expect(router.state).toMatchObject({ action: "pop", Page: Home, location: { pathname: "/", key: first } });
    await moveThroughHistory(router, () => window.history.forward());
    expect(router.state).toMatchObject({
      action: "pop",
      Page: Article,
      location: { search: "?path=intro", key: second },
    });
    expect(guard.mock.calls.map(([url]) => url.pathname + url.search)).toEqual([
      "/",
      "/view?path=intro",
      "/",
      "/view?path=intro",
    ]);
  });

  it("changes the page once what the guard says it needs is in, or after a moment without it", async () => {
    vi.useFakeTimers();
    try {
      let needsArrive: () => void = () => undefined;
      const guard = vi.fn((to: URL) =>
        to.search === "?path=quick"
          ? new Promise<void>((resolve) => (needsArrive = resolve))
          : to.search === "?path=slow"
            ? new Promise<void>(() => undefined)
            : undefined,
      );
      const started = createBrowserRouter(routesWith({ lazy: () => Promise.resolve({ Component: Article }) }), guard);
      await vi.runAllTimersAsync();
      router = await started;

      const quick = router.navigate("/view?path=quick");
      await vi.advanceTimersByTimeAsync(NEEDS_WAIT_MS - 1);
      expect(pathOf(router)).toBe("/");
      needsArrive();
      await quick;
      expect(pathOf(router)).toBe("/view?path=quick");

      const slow = router.navigate("/view?path=slow");
      await vi.advanceTimersByTimeAsync(NEEDS_WAIT_MS - 1);
      expect(pathOf(router)).toBe("/view?path=quick");
      await vi.advanceTimersByTimeAsync(1);
      await slow;
      expect(pathOf(router)).toBe("/view?path=slow");
    } finally {
      vi.useRealTimers();
    }
  });

  it("replaces the current entry when asked to", async () => {
    router = await createBrowserRouter(routesWith({ lazy: () => Promise.resolve({ Component: Article }) }));
    const length = window.history.length;
    await router.navigate("/view?path=intro", { replace: true });
    expect(window.history.length).toBe(length);
    expect(router.state.action).toBe("replace");
  });
});

describe("a router in memory", () => {
  it("resolves links against its address, and knows which addresses have a page", async () => {
    const router = await createMemoryRouter(
      routesWith({ lazy: () => Promise.resolve({ Component: Article }) }),
      "/view?path=a",
    );
    expect(router.state.Page).toBe(Article);
    const resolve = (to: string) => router.resolve(to);
    expect(router.handles(resolve("?path=b"))).toBe(true);
    expect(router.handles(resolve("/view/"))).toBe(true);
    expect(router.handles(resolve("/"))).toBe(true);
    expect(router.handles(resolve("/main/guide.pdf"))).toBe(false);
    expect(router.handles(resolve("https://example.com/view"))).toBe(false);
  });

  it("gives each link the address it shows in the app, or none where the app has no page", async () => {
    const router = await createMemoryRouter(
      routesWith({ lazy: () => Promise.resolve({ Component: Article }) }),
      "/view?path=a",
    );
    expect(router.appHref("/view?path=b%20c")).toBe("/view?path=b%20c");
    expect(router.appHref("/")).toBe("/");
    expect(router.appHref("?path=b")).toBe("/view?path=b");
    expect(router.appHref("/view?path=b c#part")).toBe("/view?path=b%20c#part");
    expect(router.appHref("/docs/../view?path=b")).toBe("/view?path=b");
    expect(router.appHref("/main/guide.pdf")).toBeUndefined();
    expect(router.appHref("//example.com/view")).toBeUndefined();
    expect(router.appHref("https://example.com/view")).toBeUndefined();
  });

  it("has no page for an address no route matches", async () => {
    const router = await createMemoryRouter(
      routesWith({ lazy: () => Promise.resolve({ Component: Article }) }),
      "/nowhere",
    );
    expect(router.state.Page).toBeUndefined();
  });

  it("fails to start when the first page's code cannot be fetched", async () => {
    const failing = { lazy: () => Promise.reject(new Error("Failed to fetch dynamically imported module")) };
    await expect(createMemoryRouter(routesWith(failing), "/view")).rejects.toThrow("Failed to fetch");
  });
});
