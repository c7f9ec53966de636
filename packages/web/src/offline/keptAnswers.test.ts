// @vitest-environment node
// What the service worker keeps of what a reader opened, and what it answers from it when the
// network fails; driven through its cache storage, its fetch and its clock.
import { ACCESS_HEADERS, API_BASE_PATH, API_PATHS, OFFLINE, SLOT_HEADERS } from "@rxdocs/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryCaches, TEST_ORIGIN } from "../test-support/memoryCaches";
import {
  answerCall,
  answerPage,
  forgetExpired,
  isKeptCall,
  isKeptPage,
  type KeepingEnvironment,
  PAGES_CACHE,
  RESTRICTED_CACHE,
} from "./keptAnswers";

const NOW = Date.parse("2026-11-01T12:00:00Z");
const HOUR = 3600 * 1000;
const MENUS = `${TEST_ORIGIN}${API_BASE_PATH}/${API_PATHS.getAuthMenuTree}`;
const ARTICLE = `${TEST_ORIGIN}${API_BASE_PATH}/${API_PATHS.getDetailByMenuCode}`;

/** What the network does with the next requests: answer with a copy of `response`, or fail. */
type Network = Response | "offline";

let caches: MemoryCaches;
let network: Network;
let now: number;
let writes: Promise<unknown>[];

const env = (): KeepingEnvironment => ({
  caches: caches.storage,
  fetch: async () => {
    if (network === "offline") throw new TypeError("Failed to fetch");
    return network.clone();
  },
  waitUntil: (work) => writes.push(work),
  now: () => now,
});

beforeEach(() => {
  caches = new MemoryCaches();
  network = "offline";
  now = NOW;
  writes = [];
});

const html = (text: string, headers: Record<string, string> = {}) =>
  new Response(`<!doctype html><html lang="en"><body>${text}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8", ...headers },
  });
const json = (data: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify({ code: status, message: "", data }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
const status = (code: number) => new Response(null, { status: code });

/** A share link, as the app presents it on its calls. */
interface Link {
  hash: string;
  viewPath: string;
}
const PARTNERS: Link = { hash: "h-partners", viewPath: "partners" };
const SUPPLIERS: Link = { hash: "h-suppliers", viewPath: "suppliers" };

const call = (address: string, body: unknown, link?: Link, headers: Record<string, string> = {}) =>
  new Request(address, {
    method: "POST",
    body: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      ...(link && { [ACCESS_HEADERS.hash]: link.hash, [ACCESS_HEADERS.viewPathCode]: link.viewPath }),
      ...headers,
    },
  });
const page = (address: string) => new Request(`${TEST_ORIGIN}${address}`);

/** Answers `request` online with `response`, and waits until the worker has kept what it keeps. */
async function online(
  answer: (request: Request, env: KeepingEnvironment) => Promise<Response>,
  request: Request,
  response: Response,
): Promise<Response> {
  network = response;
  const answered = await answer(request, env());
  await Promise.all(writes.splice(0));
  network = "offline";
  return answered;
}

describe("what the worker answers for", () => {
  it("takes over the app's page navigations and the calls that show a page, and nothing else", () => {
    const navigation = (address: string, method = "GET") =>
      ({ url: `${TEST_ORIGIN}${address}`, mode: "navigate", method }) as Request;
    expect(isKeptPage(navigation("/"))).toBe(true);
    expect(isKeptPage(navigation("/view?path=intro"))).toBe(true);
    expect(isKeptPage(navigation("/print?path=intro"))).toBe(false);
    expect(isKeptPage(navigation("/view?path=intro", "POST"))).toBe(false);
    expect(isKeptPage(page("/view?path=intro"))).toBe(false);

    expect(isKeptCall(call(MENUS, {}))).toBe(true);
    expect(isKeptCall(call(ARTICLE, {}))).toBe(true);
    expect(isKeptCall(call(`${TEST_ORIGIN}${API_BASE_PATH}/${API_PATHS.search}`, {}))).toBe(false);
    expect(isKeptCall(new Request(MENUS))).toBe(false);
  });
});

describe("network first", () => {
  it("answers from the network while it answers, and keeps each page it answers with 200", async () => {
    const first = await online(answerPage, page("/view?path=intro"), html("first"));
    expect(await first.text()).toContain("first");
    expect(first.headers.has(OFFLINE.servedOfflineHeader)).toBe(false);
    expect(caches.addresses(PAGES_CACHE)).toEqual([`${TEST_ORIGIN}/view?path=intro`]);

    const second = await online(answerPage, page("/view?path=intro"), html("second"));
    expect(await second.text()).toContain("second");
    network = "offline";
    expect(await (await answerPage(page("/view?path=intro"), env())).text()).toContain("second");
  });

  it("answers a kept page offline, marked as such for the app and for the page's script", async () => {
    await online(answerPage, page("/view?path=intro"), html("Introduction"));
    const answer = await answerPage(page("/view?path=intro"), env());
    expect(answer.status).toBe(200);
    expect(answer.headers.get(OFFLINE.servedOfflineHeader)).toBe("1");
    const text = await answer.text();
    expect(text).toContain(`<html ${OFFLINE.servedOfflineAttribute}="" lang="en">`);
    expect(text).toContain("Introduction");
  });

  it("answers a kept call offline with its body and the offline mark, and one it never kept with a 503 in the envelope", async () => {
    await online(answerCall, call(MENUS, { isAuth: false }), json([{ menuCode: "intro" }]));
    const kept = await answerCall(call(MENUS, { isAuth: false }), env());
    expect(kept.status).toBe(200);
    expect(kept.headers.get(OFFLINE.servedOfflineHeader)).toBe("1");
    expect(await kept.json()).toEqual({ code: 200, message: "", data: [{ menuCode: "intro" }] });

    const notKept = await answerCall(call(ARTICLE, { menuCode: "intro" }), env());
    expect(notKept.status).toBe(503);
    expect(notKept.headers.get(OFFLINE.servedOfflineHeader)).toBe("1");
    expect(await notKept.json()).toMatchObject({ code: 503, data: null, message: expect.stringContaining("offline") });
  });

  it("keeps its copy when the server says it has not changed (304)", async () => {
    await online(answerPage, page("/view?path=intro"), html("Introduction"));
    const answer = await online(answerPage, page("/view?path=intro"), status(304));
    expect(answer.status).toBe(304);
    expect(await (await answerPage(page("/view?path=intro"), env())).text()).toContain("Introduction");
  });

  it.each([401, 403, 404, 410])("forgets its copy when the server answers %i", async (code) => {
    await online(answerPage, page("/view?path=intro"), html("Introduction"));
    await online(answerCall, call(ARTICLE, { menuCode: "intro" }), json({ title: "Introduction" }));
    await online(answerCall, call(ARTICLE, { menuCode: "other" }), json({ title: "Other" }));

    expect((await online(answerPage, page("/view?path=intro"), status(code))).status).toBe(code);
    await online(answerCall, call(ARTICLE, { menuCode: "intro" }), status(code));

    expect(caches.addresses(PAGES_CACHE)).toHaveLength(1);
    expect((await answerPage(page("/view?path=intro"), env())).status).toBe(503);
    expect((await answerCall(call(ARTICLE, { menuCode: "intro" }), env())).status).toBe(503);
    expect((await answerCall(call(ARTICLE, { menuCode: "other" }), env())).status).toBe(200);
  });

  it.each([206, 500, 503])("neither keeps nor forgets on a %i", async (code) => {
    await online(answerPage, page("/view?path=intro"), html("Introduction"));
    await online(answerPage, page("/view?path=intro"), new Response("partial or failed", { status: code }));
    await online(answerPage, page("/view?path=other"), new Response("partial or failed", { status: code }));
    expect(caches.addresses(PAGES_CACHE)).toEqual([`${TEST_ORIGIN}/view?path=intro`]);
    expect(await (await answerPage(page("/view?path=intro"), env())).text()).toContain("Introduction");
  });
});

describe("the address a call is kept under", () => {
  it("is one for the same body, slot and link: a call asked again replaces its copy", async () => {
    await online(answerCall, call(ARTICLE, { menuCode: "intro" }, PARTNERS), json({ v: 1 }));
    await online(answerCall, call(ARTICLE, { menuCode: "intro" }, PARTNERS), json({ v: 2 }));
    const [address, ...others] = caches.addresses(RESTRICTED_CACHE);
    expect(others).toEqual([]);
    expect(address).toMatch(new RegExp(`^${ARTICLE}\\?kept=[0-9a-f]{64}$`));
    expect((await (await answerCall(call(ARTICLE, { menuCode: "intro" }, PARTNERS), env())).json()).data).toEqual({
      v: 2,
    });
  });

  it("differs with the body, the version or language asked for, and the link's secrets", async () => {
    await online(answerCall, call(ARTICLE, { menuCode: "intro" }, PARTNERS), json({ title: "Introduction" }));
    const variants = [
      call(ARTICLE, { menuCode: "other" }, PARTNERS),
      call(ARTICLE, { menuCode: "intro" }, PARTNERS, { [SLOT_HEADERS.lang]: "fr" }),
      call(ARTICLE, { menuCode: "intro" }, PARTNERS, { [SLOT_HEADERS.version]: "1.0" }),
      call(ARTICLE, { menuCode: "intro" }, { ...PARTNERS, hash: "h-guessed" }),
      call(ARTICLE, { menuCode: "intro" }, { ...PARTNERS, viewPath: "suppliers" }),
      call(ARTICLE, { menuCode: "intro" }),
      call(MENUS, { menuCode: "intro" }, PARTNERS),
    ];
    for (const request of variants) expect((await answerCall(request, env())).status).toBe(503);
    expect((await answerCall(call(ARTICLE, { menuCode: "intro" }, PARTNERS), env())).status).toBe(200);
  });

  it("names neither the body nor the secrets in the clear", async () => {
    await online(answerCall, call(ARTICLE, { menuCode: "secret-page" }, PARTNERS), json({}));
    const [address] = caches.addresses(RESTRICTED_CACHE);
    expect(address).not.toContain("secret-page");
    expect(address).not.toContain(PARTNERS.hash);
  });
});

describe("what a share link opened", () => {
  const expires = (at: number) => ({ [OFFLINE.accessExpiresHeader]: new Date(at).toISOString() });
  const LINK_PAGE = "/view?path=partner-welcome&hash=h-partners&viewPath=partners&timestamp=1700000000";

  it("is kept apart from public answers, under the page's address without the link's secrets", async () => {
    await online(answerPage, page(LINK_PAGE), html("Partner welcome", expires(NOW + HOUR)));
    await online(answerCall, call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), json({}, expires(NOW + HOUR)));
    expect(caches.addresses(PAGES_CACHE)).toEqual([]);
    const kept = caches.addresses(RESTRICTED_CACHE);
    expect(kept).toHaveLength(2);
    expect(kept).toContain(`${TEST_ORIGIN}/view?path=partner-welcome`);
  });

  it("is answered offline to the link that opened it, with its expiry and not the link it was kept for", async () => {
    await online(answerCall, call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), json({}, expires(NOW + HOUR)));
    const answer = await answerCall(call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), env());
    expect(answer.status).toBe(200);
    expect(answer.headers.get(OFFLINE.accessExpiresHeader)).toBe(new Date(NOW + HOUR).toISOString());
    expect([...answer.headers.keys()].filter((name) => name.startsWith("x-rx-kept"))).toEqual([]);
    const otherLink = await answerCall(call(ARTICLE, { menuCode: "partner-welcome" }, SUPPLIERS), env());
    expect(otherLink.status).toBe(503);
  });

  it("is never answered once its key has expired, and is then forgotten", async () => {
    await online(answerPage, page(LINK_PAGE), html("Partner welcome", expires(NOW + HOUR)));
    await online(answerCall, call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), json({}, expires(NOW + HOUR)));
    now = NOW + HOUR - 1;
    expect((await answerPage(page(LINK_PAGE), env())).status).toBe(200);

    now = NOW + HOUR;
    const pageAnswer = await answerPage(page(LINK_PAGE), env());
    expect(pageAnswer.status).toBe(503);
    expect(await pageAnswer.text()).not.toContain("Partner welcome");
    expect((await answerCall(call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), env())).status).toBe(503);
    expect(caches.addresses(RESTRICTED_CACHE)).toEqual([]);
  });

  it("is forgotten when the worker starts once its key has expired, and only then", async () => {
    await online(answerCall, call(ARTICLE, { menuCode: "a" }, PARTNERS), json({}, expires(NOW + HOUR)));
    await online(answerCall, call(ARTICLE, { menuCode: "b" }, SUPPLIERS), json({}, expires(NOW + 2 * HOUR)));
    await online(answerCall, call(ARTICLE, { menuCode: "c" }, SUPPLIERS), json({}));
    now = NOW + HOUR + 1;
    await forgetExpired(env());
    expect(caches.addresses(RESTRICTED_CACHE)).toHaveLength(2);
    expect((await answerCall(call(ARTICLE, { menuCode: "b" }, SUPPLIERS), env())).status).toBe(200);
    expect((await answerCall(call(ARTICLE, { menuCode: "c" }, SUPPLIERS), env())).status).toBe(200);
  });

  it.each([401, 403, 410])(
    "is all forgotten when the server refuses the link with %i, and no other link's",
    async (code) => {
      await online(answerPage, page(LINK_PAGE), html("Partner welcome"));
      await online(answerCall, call(MENUS, { isAuth: false }, PARTNERS), json([]));
      await online(answerCall, call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), json({}));
      await online(answerCall, call(ARTICLE, { menuCode: "supplier-terms" }, SUPPLIERS), json({}));
      await online(answerCall, call(ARTICLE, { menuCode: "intro" }), json({}));

      await online(answerCall, call(MENUS, { isAuth: false }, PARTNERS), status(code));

      expect(caches.addresses(RESTRICTED_CACHE)).toHaveLength(1);
      expect((await answerPage(page(LINK_PAGE), env())).status).toBe(503);
      expect((await answerCall(call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), env())).status).toBe(503);
      expect((await answerCall(call(ARTICLE, { menuCode: "supplier-terms" }, SUPPLIERS), env())).status).toBe(200);
      expect((await answerCall(call(ARTICLE, { menuCode: "intro" }), env())).status).toBe(200);
    },
  );

  it("keeps the rest of what the link opened when one of its pages is gone (404)", async () => {
    await online(answerCall, call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), json({}));
    await online(answerCall, call(ARTICLE, { menuCode: "partner-terms" }, PARTNERS), json({}));
    await online(answerCall, call(ARTICLE, { menuCode: "partner-terms" }, PARTNERS), status(404));
    expect((await answerCall(call(ARTICLE, { menuCode: "partner-welcome" }, PARTNERS), env())).status).toBe(200);
    expect(caches.addresses(RESTRICTED_CACHE)).toHaveLength(1);
  });

  it("is shown offline at the page's address without the link, which the app presents itself", async () => {
    await online(answerPage, page(LINK_PAGE), html("Partner welcome"));
    const answer = await answerPage(page("/view?path=partner-welcome"), env());
    expect(await answer.text()).toContain("Partner welcome");
  });
});
