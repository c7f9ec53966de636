import {
  ACCESS_HEADERS,
  HIDDEN_ROUTE_QUERY_STORAGE_KEY,
  type MenuEntry,
  SLOT_HEADERS,
  type SiteVersions,
} from "@rxdocs/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepSlot } from "../slot/slotInForce";
import { toastStore } from "../ui/toastStore";
import { knownArticle, useAppStore } from "./appStore";

const entry = (
  menuCode: string,
  menuType: 1 | 2,
  childList: MenuEntry[] = [],
  parentCode: string | null = null,
): MenuEntry => ({
  menuCode,
  menuName: menuCode,
  menuType,
  parentCode,
  sort: 0,
  visibility: "public",
  childList,
});
const TREE = [entry("guide", 1, [entry("intro", 2, [], "guide"), entry("setup", 2, [], "guide")]), entry("top", 2)];

interface Call {
  path: string;
  body: any;
  headers: Record<string, string>;
}

/** Stands in for the server: answers each call with `answer(call)`, recording the calls. */
function serve(answer: (call: Call) => { code: number; message?: string; data?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        path: url.replace("/api/", ""),
        body: JSON.parse(String(init.body)),
        headers: init.headers as Record<string, string>,
      };
      calls.push(call);
      const { code, message = "ok", data = null } = answer(call);
      return new Response(JSON.stringify({ code, message, data }), { status: code });
    }),
  );
  return calls;
}

describe("the app store", () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({
      isMenuShow: false,
      isNavShow: false,
      navList: [],
      menuMap: {},
      articleMenuCodes: [],
      articleList: [],
      menusSlot: {},
    });
    keepSlot(new URLSearchParams());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the menu and nav panels mutually exclusive", () => {
    const { setMenuShow, setNavShow } = useAppStore.getState();
    setMenuShow(true);
    expect(useAppStore.getState()).toMatchObject({ isMenuShow: true, isNavShow: false });
    setNavShow(true);
    expect(useAppStore.getState()).toMatchObject({ isMenuShow: false, isNavShow: true });
    setNavShow(false);
    expect(useAppStore.getState()).toMatchObject({ isMenuShow: false, isNavShow: false });
  });

  it("fills navList, menuMap and articleMenuCodes together from one menu call", async () => {
    const calls = serve(() => ({ code: 200, data: TREE }));
    const snapshots: unknown[] = [];
    const unsubscribe = useAppStore.subscribe((state) =>
      snapshots.push([state.navList.length, Object.keys(state.menuMap).length, state.articleMenuCodes]),
    );
    await useAppStore.getState().loadMenus();
    unsubscribe();
    expect(snapshots).toEqual([[2, 4, ["intro", "setup", "top"]]]);
    expect(calls[0]).toMatchObject({ path: "menuInfo/getAuthMenuTree", body: { isAuth: false } });
  });

  it("sends the stored key with isAuth true and drops the view code; the view code alone otherwise", async () => {
    const calls = serve(() => ({ code: 200, data: TREE }));
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ hash: "KEY", viewPathCode: "CODE" }));
    await useAppStore.getState().loadMenus();
    expect(calls[0]!.body).toEqual({ hash: "KEY", isAuth: true });
    expect(calls[0]!.headers).toMatchObject({ [ACCESS_HEADERS.hash]: "KEY", [ACCESS_HEADERS.viewPathCode]: "CODE" });
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ viewPathCode: "CODE" }));
    await useAppStore.getState().loadMenus();
    expect(calls[1]!.body).toEqual({ viewPathCode: "CODE", isAuth: false });
  });

  it("forgets a link that turns out invalid and falls back to the public menus", async () => {
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ hash: "OLD" }));
    const calls = serve((call) =>
      call.body.hash ? { code: 403, message: "This access link is invalid or has expired" } : { code: 200, data: TREE },
    );
    await useAppStore.getState().loadMenus();
    expect(calls.map((c) => c.body)).toEqual([{ hash: "OLD", isAuth: true }, { isAuth: false }]);
    expect(localStorage.getItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY)).toBeNull();
    expect(useAppStore.getState().navList).toHaveLength(2);
    expect(toastStore.getState().toasts.map((t) => [t.kind, t.message])).toContainEqual([
      "error",
      "This access link is invalid or has expired",
    ]);
  });

  it("loads page 1, then the other pages in parallel, and sets articleList once", async () => {
    useAppStore.setState({ articleMenuCodes: ["a", "b"] });
    const calls = serve((call) => ({
      code: 200,
      data: {
        data: [{ menuCode: `row-${call.body.current}` }],
        total: 2500,
        current: call.body.current,
        pageSize: 1000,
      },
    }));
    const lists: unknown[] = [];
    const unsubscribe = useAppStore.subscribe((state) => lists.push(state.articleList.map((a) => a.menuCode)));
    await useAppStore.getState().loadArticles();
    unsubscribe();
    expect(calls.map((c) => c.body.current)).toEqual([1, 2, 3]);
    expect(calls[0]!.body).toEqual({
      pageSize: 1000,
      current: 1,
      query: {
        menuCodes: ["a", "b"],
        status: 1,
        sorts: [["createdAt", "desc"]],
        attributes: ["menuCode", "articleTitle", "articleMd", "articleTabContent"],
      },
    });
    expect(lists).toEqual([["row-1", "row-2", "row-3"]]);
  });

  it("asks for the menus again only when the stored hidden-route query has changed since", async () => {
    const calls = serve(() => ({ code: 200, data: TREE }));
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ viewPathCode: "A" }));
    await useAppStore.getState().loadMenusIfStale();
    await useAppStore.getState().loadMenusIfStale();
    expect(calls).toHaveLength(1);
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ viewPathCode: "B" }));
    await useAppStore.getState().loadMenusIfStale();
    expect(calls.map((c) => c.body.viewPathCode)).toEqual(["A", "B"]);
  });

  it("shares one menu request between its askers, and asks again after a failed one", async () => {
    let fail = true;
    const calls = serve(() => (fail ? { code: 500, message: "down" } : { code: 200, data: TREE }));
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ viewPathCode: "C" }));
    const store = useAppStore.getState();
    const asked = [store.loadMenusIfStale(), store.loadMenusIfStale()];
    await Promise.allSettled(asked);
    expect(calls).toHaveLength(1);
    fail = false;
    await store.loadMenusIfStale();
    expect(calls).toHaveLength(2);
    expect(useAppStore.getState().navList).toHaveLength(2);
  });

  it("keeps the menus of the latest request when an earlier one answers last", async () => {
    const answers: Array<() => void> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const { viewPathCode } = JSON.parse(String(init.body)) as { viewPathCode: string };
        await new Promise<void>((resolve) => answers.push(resolve));
        const data = viewPathCode === "OLD" ? [TREE[0]] : TREE;
        return new Response(JSON.stringify({ code: 200, message: "ok", data }));
      }),
    );
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ viewPathCode: "OLD" }));
    const older = useAppStore.getState().loadMenus();
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ viewPathCode: "NEW" }));
    const newer = useAppStore.getState().loadMenus();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await newer;
    answers[0]!();
    await older;
    expect(useAppStore.getState().navList).toHaveLength(2);
  });

  it("starts from the article a pre-rendered page came with", () => {
    const article = {
      menuCode: "intro",
      articleTitle: "Intro",
      articleMd: "Hello",
      articleTabContent: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      status: 1 as const,
    };
    useAppStore.getState().startFromPage({ article }, {});
    expect(useAppStore.getState().pageArticle).toBe(article);
  });

  it("asks for the other pages at low priority, four at a time, leaving connections for the reader's requests", async () => {
    useAppStore.setState({ articleMenuCodes: ["a"] });
    let inFlight = 0;
    let mostInFlight = 0;
    const priorities: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const { current } = JSON.parse(String(init.body)) as { current: number };
        priorities.push(init.priority);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        const data = { data: [{ menuCode: `row-${current}` }], total: 9000, current, pageSize: 1000 };
        return new Response(JSON.stringify({ code: 200, message: "ok", data }));
      }),
    );
    await useAppStore.getState().loadArticles();
    expect(useAppStore.getState().articleList).toHaveLength(9);
    expect(mostInFlight).toBe(4);
    expect(new Set(priorities)).toEqual(new Set(["low"]));
  });

  it("asks for the menus again in another version or language, with its headers, and drops the other's list", async () => {
    const calls = serve(() => ({ code: 200, data: TREE }));
    const store = useAppStore.getState();
    await store.loadMenusIfStale();
    useAppStore.setState({ articleList: [{ menuCode: "intro" } as never] });
    keepSlot(new URLSearchParams("path=intro&version=1.0"));
    await store.loadMenusIfStale();
    await store.loadMenusIfStale();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers).not.toHaveProperty(SLOT_HEADERS.version);
    expect(calls[1]!.headers).toMatchObject({ [SLOT_HEADERS.version]: "1.0" });
    expect(useAppStore.getState()).toMatchObject({ menusSlot: { version: "1.0" }, articleList: [] });
  });

  it("loads the article list in the menus' version and language, and drops one that arrives after another's menus", async () => {
    const calls = serve((call) =>
      call.path === "menuInfo/getAuthMenuTree"
        ? { code: 200, data: TREE }
        : { code: 200, data: { data: [{ menuCode: "intro" }], total: 1, current: 1, pageSize: 1000 } },
    );
    // The list's answer waits until the menus of another language have come.
    let answerList: () => void = () => undefined;
    const listAsked = new Promise<void>((asked) => {
      const answering = globalThis.fetch;
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: string, init: RequestInit) => {
          if (url.endsWith("getListByPage")) {
            asked();
            await new Promise<void>((resolve) => (answerList = resolve));
          }
          return answering(url, init);
        }),
      );
    });
    keepSlot(new URLSearchParams("lang=zh"));
    await useAppStore.getState().loadMenus();
    const list = useAppStore.getState().loadArticles();
    await listAsked;
    keepSlot(new URLSearchParams("lang=de"));
    await useAppStore.getState().loadMenus();
    answerList();
    await list;
    const listCall = calls.find((call) => call.path === "articleInfo/getListByPage")!;
    expect(listCall.headers).toMatchObject({ [SLOT_HEADERS.lang]: "zh" });
    expect(useAppStore.getState()).toMatchObject({ menusSlot: { lang: "de" }, articleList: [] });
  });

  it("knows an article only in the version and language it was given in", () => {
    const article = {
      menuCode: "intro",
      articleTitle: "Intro",
      articleMd: "Hello",
      articleTabContent: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      status: 1 as const,
    };
    useAppStore.getState().startFromPage({ article }, { version: "1.0" });
    useAppStore.setState({ menusSlot: { lang: "zh" }, articleList: [{ ...article, menuCode: "setup" }] });
    const state = useAppStore.getState();
    expect(knownArticle(state, "intro", { version: "1.0" })).toBe(article);
    expect(knownArticle(state, "intro", {})).toBeUndefined();
    expect(knownArticle(state, "setup", { lang: "zh" })?.menuCode).toBe("setup");
    expect(knownArticle(state, "setup", {})).toBeUndefined();
  });

  it("asks for the site again in another version or language, and for the versions once", async () => {
    const versions: SiteVersions = {
      versions: [{ name: "2.x", label: "2.x" }],
      languages: [{ lang: "en", label: "English" }],
      latest: "2.x",
      defaultLang: "en",
      version: "2.x",
      lang: "en",
    };
    const calls = serve((call) =>
      call.path === "siteInfo/getVersions"
        ? { code: 200, data: versions }
        : {
            code: 200,
            data: {
              title: `site ${call.headers[SLOT_HEADERS.lang] ?? "en"}`,
              lang: call.headers[SLOT_HEADERS.lang] ?? "en",
            },
          },
    );
    useAppStore.setState({ site: undefined, versions: undefined });
    const store = useAppStore.getState();
    await Promise.all([store.loadSiteIfStale(), store.loadSiteIfStale(), store.loadVersionsIfMissing()]);
    await store.loadSiteIfStale();
    keepSlot(new URLSearchParams("lang=fr"));
    await Promise.all([store.loadSiteIfStale(), store.loadVersionsIfMissing()]);
    expect(calls.map((call) => call.path)).toEqual([
      "siteInfo/getSiteInfo",
      "siteInfo/getVersions",
      "siteInfo/getSiteInfo",
    ]);
    expect(useAppStore.getState().site?.title).toBe("site fr");
    expect(useAppStore.getState().versions).toEqual(versions);
  });
});
