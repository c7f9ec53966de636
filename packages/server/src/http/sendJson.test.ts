import { LRUCache } from "lru-cache";
import { describe, expect, it } from "vitest";
import type { CachedAnswer } from "../catalog/catalog.js";
import { etagOf, matchesEtag, storedAnswer } from "./sendJson.js";

const newCache = () => ({
  answers: new LRUCache<string, CachedAnswer>({ max: 10 }),
  building: new Map<string, Promise<CachedAnswer>>(),
});

/** A build that waits to be let go, counting how often it runs. */
function heldBuild(text: string) {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const held = new Promise<void>((resolve, reject) => ((release = resolve), (fail = reject)));
  const build = { runs: 0, release, fail, run: async () => (build.runs++, await held, text) };
  return build;
}

describe("storedAnswer", () => {
  it("builds an answer once for readers who ask at the same time, and once stored, not again", async () => {
    const catalog = newCache();
    const build = heldBuild('{"data":1}');
    const waiting = Array.from({ length: 50 }, () => storedAnswer(catalog, "tree", build.run));
    build.release();
    const results = await Promise.all(waiting);
    expect(build.runs).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]!.body?.toString()).toBe('{"data":1}');

    const later = heldBuild("unused");
    expect(await storedAnswer(catalog, "tree", later.run)).toBe(results[0]);
    expect(later.runs).toBe(0);
  });

  it("builds each key for itself", async () => {
    const catalog = newCache();
    const [a, b] = [heldBuild("a"), heldBuild("b")];
    const both = Promise.all([storedAnswer(catalog, "a", a.run), storedAnswer(catalog, "b", b.run)]);
    a.release();
    b.release();
    expect((await both).map((answer) => answer.body?.toString())).toEqual(["a", "b"]);
  });

  it("gives a failed build's error to every reader waiting for it, stores nothing, and builds afresh next time", async () => {
    const catalog = newCache();
    const failing = heldBuild("never");
    const waiting = Array.from({ length: 3 }, () => storedAnswer(catalog, "list", failing.run));
    failing.fail(new Error("database went away"));
    for (const result of await Promise.allSettled(waiting)) {
      expect(result).toMatchObject({ status: "rejected", reason: { message: "database went away" } });
    }
    expect(catalog.answers.has("list")).toBe(false);

    const retry = heldBuild("[]");
    retry.release();
    expect((await storedAnswer(catalog, "list", retry.run)).body?.toString()).toBe("[]");
    expect(retry.runs).toBe(1);
  });
});

describe("matchesEtag", () => {
  const tag = etagOf(Buffer.from('{"data":1}'));

  it("matches the tag, weakly, alone or in a list", () => {
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(tag.replace("W/", ""), tag)).toBe(true);
    expect(matchesEtag(`"a", W/"b" ,${tag}`, tag)).toBe(true);
  });

  it("matches nothing else: no header, other tags, a wildcard, malformed text", () => {
    for (const header of [undefined, ["x"], "", "*", 'W/"b"', "garbage", tag.slice(0, -1), `${tag}x`]) {
      expect(matchesEtag(header, tag)).toBe(false);
    }
  });

  it("names the bytes: the same bytes give the same tag, other bytes another", () => {
    expect(etagOf(Buffer.from('{"data":1}'))).toBe(tag);
    expect(etagOf(Buffer.from('{"data":2}'))).not.toBe(tag);
  });
});
