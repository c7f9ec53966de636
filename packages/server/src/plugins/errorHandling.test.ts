// Refusals arrive in the envelope, in one line, whatever the request held: a key name with a
// line break, a header byte HTTP forbids, headers too large, an Expect the server does not meet,
// an address that does not decode. Node and Fastify's router answer some of these before any
// route runs, each in a body of its own, unless told otherwise.
import { API_BASE_PATH, API_PATHS } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { rawRequest, type RawRequest } from "../test-support/fuzz/rawHttp.js";
import { startTestSite, type TestSite } from "../test-support/testServer.js";

const TREE = `${API_BASE_PATH}/${API_PATHS.getAuthMenuTree}`;

describe.each(DATABASE_KINDS)("refusals on $name", (kind) => {
  let site: TestSite;
  let port: number;
  beforeAll(async () => {
    site = await startTestSite(kind);
    port = Number(new URL(site.server.url).port);
  });
  afterAll(async () => site?.stop());

  async function refusal(request: RawRequest) {
    const answer = await rawRequest(port, request);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    return { status: answer.status, envelope: JSON.parse(answer.body.toString("utf8")) };
  }

  const postTree = (body: string, headers: RawRequest["headers"] = []): RawRequest => ({
    method: "POST",
    target: TREE,
    headers: [["content-type", "application/json"], ...headers],
    body: Buffer.from(body),
  });

  it("quotes a key name with a line break on one line, escaped", async () => {
    const { status, envelope } = await refusal(postTree(JSON.stringify({ "a\nb": 1 })));
    expect(status).toBe(400);
    expect(envelope).toEqual({ code: 400, message: 'Unrecognized key: "a\\u000ab"', data: null });
  });

  it("cuts a message that would quote a huge key, and says so", async () => {
    const { status, envelope } = await refusal(postTree(JSON.stringify({ ["../".repeat(5000)]: 1 })));
    expect(status).toBe(400);
    expect(envelope.message).toMatch(/^Unrecognized key: "\.\.\/\.\.\/.*… \(\d+ more characters\)$/);
    expect(envelope.message.length).toBeLessThanOrEqual(500);
  });

  it("says that a body with a __proto__ key is refused for it, as it is valid JSON", async () => {
    const { status, envelope } = await refusal(postTree('{"isAuth": false, "__proto__": {"polluted": true}}'));
    expect(status).toBe(400);
    expect(envelope.message).toBe(
      "Request body is not valid JSON, or it holds a __proto__ or constructor.prototype key, which no call takes",
    );
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("answers a header byte HTTP does not allow with 400 in the envelope", async () => {
    const { status, envelope } = await refusal(postTree("{}", [["x-rx-hash", Buffer.from([0x61, 0x01, 0x62])]]));
    expect(status).toBe(400);
    expect(envelope).toEqual({
      code: 400,
      message: expect.stringMatching(/^The request is not well-formed HTTP \(.+\)$/),
      data: null,
    });
  });

  it("answers headers larger than the server reads with 431 in the envelope", async () => {
    const { status, envelope } = await refusal(postTree("{}", [["x-rx-hash", "k".repeat(20_000)]]));
    expect(status).toBe(431);
    expect(envelope).toEqual({
      code: 431,
      message: expect.stringMatching(/^Request headers are larger than \d+ bytes/),
      data: null,
    });
  });

  it("answers an unknown method with 400 in the envelope", async () => {
    const { status, envelope } = await refusal({ ...postTree("{}"), method: "FOO" });
    expect(status).toBe(400);
    expect(envelope.code).toBe(400);
  });

  it("answers an Expect header it does not meet with 417 in the envelope", async () => {
    const { status, envelope } = await refusal(postTree("{}", [["expect", "teapot"]]));
    expect(status).toBe(417);
    expect(envelope).toEqual({
      code: 417,
      message: "Expect: teapot is not something this server does; leave it out",
      data: null,
    });
  });

  it("answers an address whose %-escapes are not UTF-8 with 400 in the envelope", async () => {
    const { status, envelope } = await refusal({ method: "GET", target: "/%c0%ae%c0%ae/etc/passwd" });
    expect(status).toBe(400);
    expect(envelope).toEqual({
      code: 400,
      message: "Not a valid address: /%c0%ae%c0%ae/etc/passwd holds a %-escape that is not UTF-8 text",
      data: null,
    });
  });

  it("answers a file name longer than any stored file's with 414 in the envelope", async () => {
    const { status, envelope } = await refusal({ method: "GET", target: `/files/${"a".repeat(300)}.png` });
    expect(status).toBe(414);
    expect(envelope.code).toBe(414);
    expect(envelope.message).toMatch(/^Not a valid address: /);
  });

  it("keeps serving afterwards", async () => {
    expect((await site.post(API_PATHS.getAuthMenuTree, {})).status).toBe(200);
  });
});
