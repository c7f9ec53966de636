// The OpenAPI document against the real server on both databases. Every operation it lists is
// called with the document's own examples and with bad input, with and without a key or share
// code, and every answer must be one the document declares for that operation and status
// (test-support/openApiAnswers.ts). The server's routes under /api and the document's paths
// must be the same set.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  ACCESS_HEADERS,
  API_BASE_PATH,
  API_CALLS,
  buildOpenApiDocument,
  FILES_BASE_PATH,
  MAX_BODY_BYTES,
  OPENAPI_CACHE_CONTROL,
  OPENAPI_PATH,
  SLOT_HEADERS,
} from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { type Answer, ask, OpenApiAnswers, servedRoutes } from "../../test-support/openApiAnswers.js";
import { type OpenApiSite, PUBLIC_IMAGE, RESTRICTED_IMAGE, startOpenApiSite } from "../../test-support/openApiSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";

const SERVER_VERSION = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

const CALLS = Object.entries(API_CALLS).map(([name, call]) => ({
  name,
  path: `${API_BASE_PATH}/${call.path}`,
  data: call.data,
  records: "records" in call,
}));
type Call = (typeof CALLS)[number];
const callNamed = (name: keyof typeof API_CALLS) => CALLS.find((call) => call.name === name)!;

const fileAddress = (bytes: Buffer) => `${FILES_BASE_PATH}${createHash("sha256").update(bytes).digest("hex")}.png`;
const FILE_PATH = `${FILES_BASE_PATH}{name}`;

/** Parts of answers that only some sites, requesters or calls get; the checks must meet each one. */
const OPTIONAL_PARTS = [
  '"untranslated":true',
  '"rendered":{',
  '"sourcePath":"',
  '"suggestion":"',
  '"heading":null',
  '"heading":{',
  '"match":true',
  '"hero":{',
  '"image":{',
  '"theme":"alt"',
  '"linkText":"',
  '"logo":"',
  '"editUrl":"',
  '"articleTabContent":"[',
  '"math":true',
  '"depth":3',
  '"visibility":"restricted"',
  '"visibility":"hidden"',
  '"name":"1.x"',
];

/** Asks the server, expects the status, and checks the answer against the document. */
function requester(site: () => TestSite, answers: () => OpenApiAnswers) {
  const url = (path: string) => `${site().server.url}${path}`;
  const sent = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));
  return {
    post: (call: Call, body: unknown, headers: Record<string, string> = {}) =>
      ask(url(call.path), {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: sent(body),
      }),
    get: (path: string, headers: Record<string, string> = {}) => ask(url(path), { headers }),
    expectAnswer(method: string, path: string, answer: Answer, status: number): unknown {
      expect(answer.status, `${method.toUpperCase()} ${path}: ${answer.text.slice(0, 300)}`).toBe(status);
      return answers().check(method, path, answer);
    },
  };
}

describe.each(DATABASE_KINDS)("the OpenAPI document against the server on $name", (kind) => {
  let running: OpenApiSite;
  let answers: OpenApiAnswers;
  const { post, get, expectAnswer } = requester(
    () => running.site,
    () => answers,
  );

  beforeAll(async () => {
    running = await startOpenApiSite(kind);
    answers = new OpenApiAnswers(JSON.parse((await get(OPENAPI_PATH)).text));
  });
  afterAll(() => running?.stop());

  /** A call that must succeed: its answer is declared, and its data is what the contract's schema parses. */
  async function expectData(call: Call, body: unknown, headers: Record<string, string> = {}): Promise<string> {
    const answer = await post(call, body, headers);
    const envelope = expectAnswer("post", call.path, answer, 200) as { data: unknown };
    expect(() => call.data.parse(envelope.data), `${call.name} ${JSON.stringify(body)}`).not.toThrow();
    return answer.text;
  }

  it("serves the document generated from the contract, with the server's version, for shared caches", async () => {
    const served = await get(OPENAPI_PATH);
    expectAnswer("get", OPENAPI_PATH, served, 200);
    expect(JSON.parse(served.text)).toEqual(buildOpenApiDocument({ version: SERVER_VERSION }));
    expect(served.headers.get("cache-control")).toBe(OPENAPI_CACHE_CONTROL);
    expect(served.headers.get("set-cookie")).toBeNull();
    const again = await get(OPENAPI_PATH, { "if-none-match": served.headers.get("etag")! });
    expectAnswer("get", OPENAPI_PATH, again, 304);
  });

  it("lists exactly the routes the server has under /api, and the server has every route it lists", () => {
    // Fastify answers HEAD for every GET by itself; the document lists the GET.
    const served = servedRoutes(running.site.server.app.printRoutes({ commonPrefix: false })).filter(
      (route) => !route.startsWith("HEAD "),
    );
    const documented = answers.operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    const underApi = (routes: string[]) => routes.filter((route) => route.includes(` ${API_BASE_PATH}/`)).sort();
    expect(underApi(served)).toEqual(underApi(documented));
    expect(underApi(documented).length).toBe(CALLS.length + 1);
    for (const route of documented) expect(served).toContain(route);
  });

  it("answers every call as documented, and the answers hold every optional part of the contract", async () => {
    const texts: string[] = [];
    const requesters: Record<string, string>[] = [
      {},
      withKey(running.key),
      withViewCode(running.viewCode),
      { [SLOT_HEADERS.lang]: "fr" },
    ];
    for (const call of CALLS) {
      const examples = answers.examples(call.path);
      expect(examples.length, call.name).toBeGreaterThan(0);
      for (const example of examples) {
        for (const headers of requesters) texts.push(await expectData(call, example, headers));
      }
    }
    const more: [keyof typeof API_CALLS, unknown, Record<string, string>?][] = [
      ["getAuthMenuTree", { isAuth: true, hash: running.key }],
      ["getAuthMenuTree", { isAuth: false, viewPathCode: running.viewCode }],
      ["getDetailByMenuCode", { menuCode: "plan" }, withKey(running.key)],
      ["getDetailByMenuCode", { menuCode: "note" }, withViewCode(running.viewCode)],
      ["getDetailByMenuCode", { menuCode: "usage", lang: "fr" }],
      ["getListByPage", { pageSize: 1, current: 2, query: { attributes: ["articleTabContent"] } }],
      ["getListByPage", { pageSize: 5, current: 9 }],
      ["search", { keyword: "pomgrante" }],
      ["search", { keyword: "nothing-like-it" }],
      ["getVersions", { version: "1.x", lang: "fr" }],
    ];
    for (const [name, body, headers] of more) texts.push(await expectData(callNamed(name), body, headers));
    const all = texts.join("\n");
    for (const part of OPTIONAL_PARTS) expect(all, part).toContain(part);
  });

  it("answers 304 to a call that sends its answer's ETag back", async () => {
    // A call that keeps what a reader did is answered afresh every time.
    for (const call of CALLS.filter((call) => !call.records)) {
      const [example] = answers.examples(call.path);
      const first = await post(call, example);
      expectAnswer("post", call.path, first, 200);
      const again = await post(call, example, { "if-none-match": first.headers.get("etag")! });
      expectAnswer("post", call.path, again, 304);
    }
  });

  it("takes a call whose fields are all optional without a body, and refuses the others with 400", async () => {
    for (const call of CALLS) {
      const required = answers.document.paths[call.path].post.requestBody.required as boolean;
      const answer = await ask(`${running.site.server.url}${call.path}`, { method: "POST" });
      expectAnswer("post", call.path, answer, required ? 400 : 200);
    }
  });

  it("refuses bad input with the status the document declares and an error envelope", async () => {
    for (const call of CALLS) {
      const [example] = answers.examples(call.path);
      const cases: [string, unknown, Record<string, string>, number][] = [
        ["an unknown field", { ...example, unnamed: 1 }, {}, 400],
        ["a wrong type", { ...example, version: 5 }, {}, 400],
        ["malformed JSON", '{"', {}, 400],
        ["an empty JSON body", "", {}, 400],
        ["a malformed version header", example, { [SLOT_HEADERS.version]: "no version" }, 400],
        ["a malformed language header", example, { [SLOT_HEADERS.lang]: "not a tag" }, 400],
        ["an unknown version", { ...example, version: "9.x" }, {}, 404],
        ["a language no version has", { ...example, lang: "de" }, {}, 404],
        ["an unknown key", example, { [ACCESS_HEADERS.hash]: "not-a-key" }, 403],
        ["an unknown share code", example, { [ACCESS_HEADERS.viewPathCode]: "not-a-code" }, 403],
        ["a body that is not JSON", "pageSize=1", { "content-type": "text/plain" }, 415],
        ["a body over the limit", { ...example, unnamed: "x".repeat(MAX_BODY_BYTES) }, {}, 413],
      ];
      for (const [what, body, headers, status] of cases) {
        const answer = await post(call, body, headers);
        expect(answer.status, `${call.name} with ${what}`).toBe(status);
        expectAnswer("post", call.path, answer, status);
      }
    }
    const detail = callNamed("getDetailByMenuCode");
    for (const [body, headers] of [
      [{ menuCode: "missing" }, {}],
      [{ menuCode: "plan" }, {}],
      [{ menuCode: "note" }, withKey(running.key)],
    ] as const) {
      expectAnswer("post", detail.path, await post(detail, body, headers), 404);
    }
  });

  it("serves files as documented, to whoever may read a page that uses them", async () => {
    const publicFile = await get(fileAddress(PUBLIC_IMAGE));
    expectAnswer("get", FILE_PATH, publicFile, 200);
    const etag = { "if-none-match": publicFile.headers.get("etag")! };
    const cases: [string, Record<string, string>, number][] = [
      [fileAddress(PUBLIC_IMAGE), etag, 304],
      [fileAddress(RESTRICTED_IMAGE), withKey(running.key), 200],
      [fileAddress(RESTRICTED_IMAGE), {}, 404],
      [`${FILES_BASE_PATH}${"0".repeat(64)}.png`, {}, 404],
      [fileAddress(PUBLIC_IMAGE), { [ACCESS_HEADERS.hash]: "not-a-key" }, 403],
      [fileAddress(PUBLIC_IMAGE), { [SLOT_HEADERS.version]: "no version" }, 400],
    ];
    for (const [path, headers, status] of cases) expectAnswer("get", FILE_PATH, await get(path, headers), status);
  });

  it("answers the health checks as documented", async () => {
    expectAnswer("get", "/healthz", await get("/healthz"), 200);
    expectAnswer("get", "/readyz", await get("/readyz"), 200);
  });
});

describe.each(DATABASE_KINDS)("the OpenAPI document against a server in trouble on $name", (kind) => {
  let site: TestSite;
  let answers: OpenApiAnswers;
  const { post, get, expectAnswer } = requester(
    () => site,
    () => answers,
  );

  beforeAll(async () => {
    site = await startTestSite(kind, { server: { invalidLinkLimits: { maxFailures: 1, windowMs: 60_000 } } });
    answers = new OpenApiAnswers(buildOpenApiDocument({ version: SERVER_VERSION }));
  });
  afterAll(() => site?.stop());

  it("answers 429 with Retry-After to every call and file request with a secret, once a client sent invalid ones", async () => {
    const [first] = CALLS;
    const invalid = { [ACCESS_HEADERS.hash]: "not-a-key" };
    expectAnswer("post", first!.path, await post(first!, answers.examples(first!.path)[0], invalid), 403);
    for (const call of CALLS) {
      expectAnswer("post", call.path, await post(call, answers.examples(call.path)[0], invalid), 429);
    }
    expectAnswer("get", FILE_PATH, await get(fileAddress(PUBLIC_IMAGE), invalid), 429);
  });

  it("answers 503 from /readyz and 500 from every call once the database is gone", async () => {
    await site.server.storage.db.destroy();
    // Calls find out when they next check the content version (every 50 ms in tests).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expectAnswer("get", "/readyz", await get("/readyz"), 503);
    expectAnswer("get", "/healthz", await get("/healthz"), 200);
    for (const call of CALLS) {
      expectAnswer("post", call.path, await post(call, answers.examples(call.path)[0]), 500);
    }
  });
});
