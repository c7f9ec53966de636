// Every API call against hostile bodies and headers, on the real server over SQLite and
// PostgreSQL: arbitrary JSON, valid bodies changed in one to three places, raw bytes that are
// not JSON (or not UTF-8), odd framing, and access and version headers of any value. Whatever
// arrives, the answer is a 2xx or a clear 4xx in the envelope, never a 5xx, and the server keeps
// serving the same site afterwards.
import {
  ACCESS_HEADERS,
  API_BASE_PATH,
  API_PATHS,
  ARTICLE_ATTRIBUTES,
  ARTICLE_SORT_FIELDS,
  MAX_BODY_BYTES,
  SLOT_HEADERS,
} from "@rxdocs/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { type FixtureCredentials, fixtureCredentials } from "../test-support/fixtureSite.js";
import { CaseTally } from "../test-support/fuzz/caseTally.js";
import { expectClearAnswer } from "../test-support/fuzz/clearAnswer.js";
import { hostileJson, hostileText, nearValid, TRICKY_TEXTS } from "../test-support/fuzz/hostileValues.js";
import { rawRequest, type RawRequest } from "../test-support/fuzz/rawHttp.js";
import { menuShape } from "../test-support/menuShape.js";
import { searchContent } from "../test-support/searchSite.js";
import { startTestSite, type TestSite } from "../test-support/testServer.js";

const CALLS = Object.values(API_PATHS);
const MENU_CODES = ["guide", "intro", "setup", "wip", "secret", "plan", "unlisted", "hid1", "top", "nope"];
/** What a reader without secrets sees of the site, before and after the storm. */
const PUBLIC_TREE = "guide(intro,setup),top";

const slotFields = fc.record(
  {
    version: fc.oneof(fc.constantFrom("latest", "1.x", "next", "v2.0.0"), hostileText(70)),
    lang: fc.oneof(fc.constantFrom("en", "fr", "zh-CN", "pt-BR"), hostileText(20)),
  },
  { requiredKeys: [] },
);

/** Bodies the schemas accept (or nearly: secrets and codes may name nothing). */
function validBody(call: string, secrets: FixtureCredentials): fc.Arbitrary<Record<string, unknown>> {
  const secret = fc.oneof(
    fc.constantFrom(secrets.allKey, secrets.partnersKey, secrets.viewCode),
    fc.string({ maxLength: 256 }),
  );
  const menuCode = fc.oneof(fc.constantFrom(...MENU_CODES), fc.string({ minLength: 1, maxLength: 128 }));
  const withSlot = (fields: fc.Arbitrary<Record<string, unknown>>) =>
    fc.tuple(fields, slotFields).map(([body, slot]) => ({ ...body, ...slot }));
  switch (call) {
    case API_PATHS.getAuthMenuTree:
      return withSlot(fc.record({ hash: secret, viewPathCode: secret, isAuth: fc.boolean() }, { requiredKeys: [] }));
    case API_PATHS.getListByPage:
      return withSlot(
        fc.record(
          {
            pageSize: fc.integer({ min: 1, max: 1000 }),
            current: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(Number.MAX_SAFE_INTEGER)),
            query: fc.record(
              {
                menuCodes: fc.array(menuCode, { maxLength: 20 }),
                status: fc.constantFrom(0, 1),
                sorts: fc.array(fc.tuple(fc.constantFrom(...ARTICLE_SORT_FIELDS), fc.constantFrom("asc", "desc")), {
                  maxLength: 4,
                }),
                attributes: fc.uniqueArray(fc.constantFrom(...ARTICLE_ATTRIBUTES), { minLength: 1 }),
              },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: ["pageSize", "current"] },
        ),
      );
    case API_PATHS.getDetailByMenuCode:
      return withSlot(fc.record({ menuCode }));
    case API_PATHS.search:
      return withSlot(
        fc.record(
          {
            keyword: fc.oneof(
              fc.constantFrom("installation", "instalation", '"brown fox"', "蝴蝶", "café", "zephyrine", "a*", "-x"),
              fc.string({ unit: "binary", minLength: 1, maxLength: 200 }),
              fc.constantFrom(...TRICKY_TEXTS.filter((text) => text.trim() !== "")),
            ),
            pageSize: fc.integer({ min: 1, max: 50 }),
          },
          { requiredKeys: ["keyword"] },
        ),
      );
    default:
      return slotFields;
  }
}

const apiPath = (call: string) => `${API_BASE_PATH}/${call}`;

const REFUSAL_OF_A_BODY = /^(\w[\w.[\]]*: |Unrecognized keys?: |Invalid input: expected object|Request body )/;

describe.each(DATABASE_KINDS)("fuzz api ($name)", (kind) => {
  let site: TestSite;
  let port: number;
  let secrets: FixtureCredentials;
  const tally = new CaseTally(`fuzz api (${kind.name})`, ["5xx"]);

  beforeAll(async () => {
    site = await startTestSite(kind, {
      content: searchContent(),
      // Random secrets are invalid links; the limiter would soon answer 429 to all of them.
      server: { invalidLinkLimits: { maxFailures: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
    });
    port = Number(new URL(site.server.url).port);
    secrets = await fixtureCredentials(site.server.storage.db);
  });
  afterAll(async () => {
    tally.print();
    await site?.stop();
  });

  /** Sends one request and checks its answer; counts it. */
  async function send(request: RawRequest, what: string) {
    const answer = await rawRequest(port, request);
    tally.count(answer.status >= 500 ? "5xx" : undefined);
    return { answer, envelope: expectClearAnswer(answer, what, request.method) };
  }

  const post = (call: string, body: Buffer, headers: RawRequest["headers"] = []): RawRequest => ({
    method: "POST",
    target: apiPath(call),
    headers: [["content-type", "application/json"], ...headers],
    body,
  });

  const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value) ?? "null", "utf8");

  it("answers valid and near-valid bodies of every call with a 2xx or a clear 4xx", async () => {
    for (const call of CALLS) {
      const valid = validBody(call, secrets);
      const body = fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: nearValid(valid) });
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const { answer, envelope } = await send(post(call, jsonBytes(value)), `${call} ${JSON.stringify(value)}`);
          if (answer.status === 200) expect(JSON.parse(answer.body.toString()).code).toBe(200);
          // A refusal of a body names the field that is wrong ("pageSize: Too big…"), a key it does
          // not know, or says that the body as a whole is not an object.
          if (answer.status === 400) expect(envelope!.message).toMatch(REFUSAL_OF_A_BODY);
        }),
        { numRuns: 350 },
      );
    }
  });

  it("answers any JSON value as a body with a clear 4xx unless it is a valid body", async () => {
    const anyJson = fc.oneof(hostileJson(), fc.dictionary(hostileText(30), hostileJson(), { maxKeys: 8 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), anyJson, async (call, value) => {
        await send(post(call, jsonBytes(value)), `${call} ${JSON.stringify(value)?.slice(0, 500)}`);
      }),
      { numRuns: 400 },
    );
  });

  it("answers raw bytes, broken JSON, other encodings and odd framing with a clear 4xx", async () => {
    const valid = JSON.stringify({ pageSize: 10, current: 1 });
    const rawBody = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ unit: "binary", maxLength: 500 }).map((text) => Buffer.from(text, "utf8")),
      fc.nat(valid.length - 1).map((cut) => Buffer.from(valid.slice(0, cut))),
      fc
        .constantFrom(
          "",
          " ",
          "null",
          "[]",
          '"text"',
          "123",
          "NaN",
          "{,}",
          "{'pageSize': 1}",
          '{"pageSize": 10, "current": 1,}',
          '{"pageSize": 10, "current": 1} trailing',
          '{"__proto__": {"isAdmin": true}}',
          '{"constructor": {"prototype": {"polluted": 1}}}',
          '{"pageSize": 1e400, "current": 1}',
          '{"pageSize": 10, "pageSize": "ten", "current": 1}',
        )
        .map((text) => Buffer.from(text)),
      // Valid JSON in encodings the server does not take: UTF-16, a byte order mark, Latin-1 bytes.
      fc.constant(Buffer.from(valid, "utf16le")),
      fc.constant(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(valid)])),
      fc.constant(Buffer.from('{"keyword": "caf\xe9"}', "latin1")),
      fc.constant(Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])),
      fc
        .tuple(fc.integer({ min: 1, max: 200_000 }), fc.boolean())
        .map(([depth, inObject]) =>
          Buffer.from(
            inObject ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}${"]".repeat(depth)}`,
          ),
        ),
      fc
        .constantFrom(MAX_BODY_BYTES - 10, MAX_BODY_BYTES + 1, 3 * MAX_BODY_BYTES)
        .map((size) => Buffer.from(`{"keyword": "${"x".repeat(size)}"}`)),
    );
    const contentType = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json; charset=utf-16",
      "application/json;;;",
      "application/jsonx",
      "application/vnd.api+json",
      "text/plain",
      "text/html",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/octet-stream",
      "",
      "*/*",
      `application/json; ${"x=y; ".repeat(500)}`,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        rawBody,
        fc.option(contentType, { nil: undefined }),
        fc.constantFrom("content-length", "chunked", "none") as fc.Arbitrary<RawRequest["framing"]>,
        async (call, body, type, framing) => {
          const headers = type === undefined ? [] : ([["content-type", type]] as const);
          const request: RawRequest = { method: "POST", target: apiPath(call), headers, body, framing };
          await send(request, `${call} [${type}] ${framing} ${body.subarray(0, 200).toString("latin1")}`);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("answers access, version, caching and cookie headers of any value with a 2xx or a clear 4xx", async () => {
    const latin1Bytes = fc
      .uint8Array({ maxLength: 300 })
      // Header values cannot hold line breaks; the parser's refusal of other control bytes is fuzzed too.
      .map((bytes) => Buffer.from(bytes.filter((byte) => byte !== 0x0a && byte !== 0x0d)));
    const value = fc.oneof(
      fc.constantFrom(secrets.allKey, secrets.partnersKey, secrets.viewCode, "", " ", "en", "1.x", "latest"),
      hostileText(100).map((text) => Buffer.from(text.replace(/[\r\n]/g, ""), "utf8")),
      latin1Bytes,
      fc.integer({ min: 1, max: 20_000 }).map((length) => "k".repeat(length)),
    );
    const headerName = fc.constantFrom(
      ACCESS_HEADERS.hash,
      ACCESS_HEADERS.viewPathCode,
      SLOT_HEADERS.version,
      SLOT_HEADERS.lang,
      "if-none-match",
      "accept-encoding",
      "cookie",
      "host",
      "x-forwarded-for",
      "content-encoding",
      "expect",
      "range",
      "accept",
    );
    const cookie = fc
      .tuple(fc.constantFrom("rx_hash", "rx_view_path", "x"), hostileText(60))
      .map(([name, text]) => `${name}=${text.replace(/[\r\n]/g, "")}`);
    const headers = fc.array(
      fc.oneof(
        fc.tuple(headerName, value),
        fc.tuple(fc.constant("cookie"), cookie),
        fc.tuple(fc.constant("accept-encoding"), fc.constantFrom("br", "gzip", "br;q=NaN", "*", "identity;q=0", "zz")),
      ),
      { maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        validBody(API_PATHS.getListByPage, secrets),
        headers,
        async (call, listBody, extra) => {
          const body = call === API_PATHS.getListByPage ? listBody : call === API_PATHS.search ? { keyword: "a" } : {};
          const shown = extra.map(([name, v]) => `${name}: ${String(v).slice(0, 80)}`).join(" | ");
          await send(post(call, jsonBytes(body), extra), `${call} ${shown}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("answers other methods and odd paths under /api with a clear 4xx", async () => {
    const target = fc.oneof(
      fc.constantFrom(...CALLS).map(apiPath),
      fc
        .constantFrom(...CALLS)
        .chain((call) =>
          fc.constantFrom(
            `${apiPath(call)}/`,
            `${apiPath(call)}?__proto__[x]=1`,
            `/${apiPath(call)}`,
            apiPath(call).toUpperCase(),
            apiPath(call).replace("/api/", "/api/../api/"),
            apiPath(call).replace("/api/", "/api/%2e%2e/api/"),
            `${apiPath(call)}%00`,
            `${apiPath(call)}#x`,
          ),
        ),
      hostileText(80).map((text) => `/api/${encodeURI(text.replace(/[\ud800-\udfff]/g, ""))}`),
    );
    const method = fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "POST", "TRACE", "FOO");
    await fc.assert(
      fc.asyncProperty(method, target, async (verb, path) => {
        await send(
          { method: verb, target: path, headers: [["content-type", "application/json"]], body: jsonBytes({}) },
          `${verb} ${path}`,
        );
      }),
      { numRuns: 300 },
    );
  });

  it("still serves the same site to a reader afterwards", async () => {
    const health = await rawRequest(port, { method: "GET", target: "/healthz" });
    expect(health.status).toBe(200);
    const tree = await site.post(API_PATHS.getAuthMenuTree, {});
    expect(tree.status).toBe(200);
    expect(menuShape(tree.json.data)).toBe(PUBLIC_TREE);
    const keyed = await site.post(API_PATHS.getAuthMenuTree, { isAuth: true, hash: secrets.allKey });
    expect(keyed.status).toBe(200);
    expect(menuShape(keyed.json.data)).toBe("guide(intro,setup),secret(plan,deep(more)),partners(p1),top");
  });
});
