// Social cards as previews fetch them: a 1200×630 PNG per public page, drawn once and then sent
// from memory under an ETag of what it is drawn from, and nothing at all for a page that is not
// public, whatever credentials come with the request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { METRICS_TOKEN, type SeoSite, startSeoSite } from "../../test-support/seoTestSite.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height in a PNG's header chunk, which comes first after the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(DATABASE_KINDS)("social cards on $name", (kind) => {
  let site: SeoSite;

  beforeAll(async () => {
    site = await startSeoSite(kind);
  });
  afterAll(async () => site?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.server.url}${path}`, { headers });

  async function cacheCounts(): Promise<{ hit: number; miss: number }> {
    const text = await (await get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    const count = (result: string) =>
      Number(new RegExp(`^rxdocs_answer_cache_total\\{result="${result}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    return { hit: count("hit"), miss: count("miss") };
  }

  it("draws a public page's card as a 1200×630 PNG, cached publicly for a day", async () => {
    const response = await get("/card.png?path=intro");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{43}"$/);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("sends a card it drew before from memory, under the same ETag, and 304 to whoever has it", async () => {
    const before = await cacheCounts();
    const first = await get("/card.png?path=setup");
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const drawn = await cacheCounts();
    expect(drawn).toEqual({ hit: before.hit, miss: before.miss + 1 });
    const second = await get("/card.png?path=setup");
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await cacheCounts()).toEqual({ hit: drawn.hit + 1, miss: drawn.miss });
    const kept = await get("/card.png?path=setup", { "if-none-match": first.headers.get("etag")! });
    expect(kept.status).toBe(304);
    expect(await kept.text()).toBe("");
  });

  it("draws each page, language and the home page from their own facts", async () => {
    const etag = async (path: string) => {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      pngSize(Buffer.from(await response.arrayBuffer()));
      return response.headers.get("etag");
    };
    const etags = [
      await etag("/card.png"),
      await etag("/card.png?path=intro"),
      await etag("/card.png?path=intro&lang=fr"),
      await etag("/card.png?path=tricky"),
      // A version left out of the switcher is public still: its pages' cards are drawn.
      await etag("/card.png?path=intro&version=1.x"),
    ];
    expect(new Set(etags).size).toBe(etags.length);
  });

  it("answers 404 for a page that is not public, as for one that never was, whatever the request carries", async () => {
    const never = await get("/card.png?path=no-such-page");
    expect(never.status).toBe(404);
    const notFound = await never.json();
    const privateCards: [string, Record<string, string>][] = [
      ["/card.png?path=plan", {}],
      [`/card.png?path=plan&hash=${site.key}`, {}],
      ["/card.png?path=plan", { "x-rx-hash": site.key }],
      ["/card.png?path=plan", { authorization: `Bearer ${site.key}` }],
      [`/card.png?path=beta&viewPath=${site.viewCode}`, {}],
      ["/card.png?path=beta", { "x-rx-view-path": site.viewCode }],
    ];
    for (const [path, headers] of privateCards) {
      const response = await get(path, headers);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual(notFound);
    }
  });

  it("refuses a malformed page code, version or language with 400 naming it", async () => {
    const cases: [string, string][] = [
      ["/card.png?path=../secret", "path"],
      ["/card.png?path=a&path=b", "path"],
      ["/card.png?path=intro&version=no%20such!", "version"],
      ["/card.png?path=intro&lang=x_y_z", "lang"],
    ];
    for (const [path, name] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { code: number; message: string };
      expect(body.code, path).toBe(400);
      expect(body.message, path).toMatch(new RegExp(`^${name}:`));
    }
    expect((await get("/card.png?path=intro&version=9.x")).status).toBe(404);
  });
});
