import { describe, expect, it } from "vitest";
import { Catalog } from "../catalog/catalog.js";
import type { AccessKeyRow } from "../storage/accessKeys.js";
import { InvalidLinkLimiter } from "./invalidLinkLimiter.js";
import { resolveGrant } from "./resolveGrant.js";
import { generateAccessKey, generateViewPathCode, hashSecret, safeEqual } from "./secrets.js";

const at = "2026-01-01T00:00:00.000Z";
const NOW = Date.parse("2026-06-01T00:00:00.000Z");

function key(id: string, secret: string, changes: Partial<AccessKeyRow> = {}): AccessKeyRow {
  return {
    id,
    name: id,
    key_hash: hashSecret(secret),
    scope: "[]",
    expires_at: null,
    revoked_at: null,
    created_at: at,
    use_count: 0,
    last_used_at: null,
    use_limit: null,
    ...changes,
  };
}

const catalog = new Catalog(1, {
  menus: [
    {
      id: 1,
      menu_code: "lab",
      menu_name: "Lab",
      menu_type: 1,
      parent_code: null,
      sort: 0,
      visibility: "hidden",
      view_path_code: "the-view-code",
      source_path: null,
      link: null,
      badge: null,
      nav_hidden: 0,
      created_at: at,
      updated_at: at,
    },
  ],
  articles: [],
  keys: [
    key("good", "good-secret", { scope: '["lab"]' }),
    key("revoked", "revoked-secret", { revoked_at: at }),
    key("expired", "expired-secret", { expires_at: "2026-05-31T23:59:59.000Z" }),
    key("later", "later-secret", { expires_at: "2026-06-02T00:00:00.000Z" }),
  ],
});

describe("resolving presented secrets", () => {
  it("grants a valid key with its scope, and a view code its hidden menu", () => {
    expect(resolveGrant(catalog, { hash: "good-secret" }, NOW)).toEqual({ key: { id: "good", scope: ["lab"] } });
    expect(resolveGrant(catalog, { hash: "later-secret" }, NOW).key?.id).toBe("later");
    expect(resolveGrant(catalog, { viewPathCode: "the-view-code" }, NOW)).toEqual({ viewRoot: "lab" });
    expect(resolveGrant(catalog, {}, NOW)).toEqual({});
  });

  it.each([
    ["an unknown key", { hash: "guess" }],
    ["a revoked key", { hash: "revoked-secret" }],
    ["an expired key", { hash: "expired-secret" }],
    ["an unknown view code", { viewPathCode: "guess" }],
    ["a valid key with an unknown view code", { hash: "good-secret", viewPathCode: "guess" }],
  ])("refuses %s with 403", (_name, secrets) => {
    expect(() => resolveGrant(catalog, secrets, NOW)).toThrow(
      expect.objectContaining({ statusCode: 403, message: "This access link is invalid or has expired" }),
    );
  });
});

describe("secrets", () => {
  it("are long, random and URL-safe", () => {
    const keys = new Set(Array.from({ length: 50 }, generateAccessKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(generateViewPathCode()).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 bits
  });

  it("compare equal only when equal", () => {
    expect(safeEqual(hashSecret("a"), hashSecret("a"))).toBe(true);
    expect(safeEqual(hashSecret("a"), hashSecret("b"))).toBe(false);
    expect(safeEqual("short", "longer")).toBe(false);
  });
});

describe("the invalid-link limiter", () => {
  it("answers 429 after the allowed failures, per client, until the window ends", () => {
    const limiter = new InvalidLinkLimiter({ maxFailures: 2, windowMs: 1000 });
    limiter.recordFailure("a", 0);
    limiter.assertAllowed("a", 10);
    limiter.recordFailure("a", 20);
    expect(() => limiter.assertAllowed("a", 30)).toThrow(expect.objectContaining({ statusCode: 429 }));
    limiter.assertAllowed("b", 30);
    limiter.assertAllowed("a", 1001);
  });
});
