import { describe, expect, it } from "vitest";
import type { MenuRow } from "../storage/menus.js";
import { Catalog } from "./catalog.js";
import type { AccessGrant } from "./grant.js";

type Spec = [code: string, parent: string | null, type: 1 | 2, visibility?: string, published?: boolean];

function catalogOf(specs: Spec[]): Catalog {
  const at = "2026-01-01T00:00:00.000Z";
  const menus: MenuRow[] = specs.map(([code, parent, type, visibility = "public"], sort) => ({
    id: sort + 1,
    menu_code: code,
    menu_name: code,
    menu_type: type,
    parent_code: parent,
    sort,
    visibility,
    view_path_code: visibility === "hidden" ? `view-${code}` : null,
    source_path: null,
    link: null,
    badge: null,
    nav_hidden: 0,
    created_at: at,
    updated_at: at,
  }));
  const articles = specs
    .filter(([, , type]) => type === 2)
    .map(([code, , , , published = true], i) => ({
      id: i + 1,
      menu_code: code,
      article_title: code,
      status: published ? 1 : 0,
      created_at: at,
      updated_at: at,
      source_file: null,
      description: null,
    }));
  return new Catalog(1, { menus, articles, keys: [] });
}

const visible = (catalog: Catalog, grant: AccessGrant = {}) => [...catalog.visible(grant).menus].sort();

describe("which menus a grant shows", () => {
  const site = catalogOf([
    ["docs", null, 1],
    ["a", "docs", 2],
    ["draft", "docs", 2, "public", false],
    ["vault", null, 1, "restricted"],
    ["v1", "vault", 2],
    ["room", "vault", 1, "public"],
    ["r1", "room", 2],
    ["r-hidden", "room", 2, "hidden"],
    ["lab", null, 1, "hidden"],
    ["l1", "lab", 2],
    ["locked", "lab", 2, "restricted"],
  ]);

  it("shows the public tree without drafts or folders left empty", () => {
    expect(visible(site)).toEqual(["a", "docs"]);
    expect(
      visible(
        catalogOf([
          ["empty", null, 1],
          ["only-draft", "empty", 2, "public", false],
        ]),
      ),
    ).toEqual([]);
  });

  it("gives children their parent's restriction, and lets them add a stricter one", () => {
    expect(site.menus.get("r1")!.visibility).toBe("restricted");
    expect(site.menus.get("l1")!.visibility).toBe("hidden");
    expect(site.menus.get("locked")!.visibility).toBe("restricted");
    // A hidden page inside a restricted folder needs both the key and its view code.
    expect(visible(site, { key: { id: "k", scope: [] } })).not.toContain("r-hidden");
    expect(visible(site, { key: { id: "k", scope: [] }, viewRoot: "r-hidden" })).toContain("r-hidden");
  });

  it("opens every restricted menu for a key with an empty scope", () => {
    expect(visible(site, { key: { id: "k", scope: [] } })).toEqual(["a", "docs", "r1", "room", "v1", "vault"]);
  });

  it("opens a scoped subtree and shows only the way to it", () => {
    expect(visible(site, { key: { id: "k-room", scope: ["room"] } })).toEqual(["a", "docs", "r1", "room", "vault"]);
    expect(visible(site, { key: { id: "k-v1", scope: ["v1"] } })).toEqual(["a", "docs", "v1", "vault"]);
  });

  it("opens a hidden subtree with its view code, but not the restricted menus inside it", () => {
    expect(visible(site, { viewRoot: "lab" })).toEqual(["a", "docs", "l1", "lab"]);
    expect(visible(site, { viewRoot: "lab", key: { id: "k", scope: [] } })).toContain("locked");
  });

  it("orders children by sort and ignores menus whose parent is gone", () => {
    const catalog = catalogOf([
      ["orphan", "missing", 2],
      ["x", null, 2],
    ]);
    expect(visible(catalog)).toEqual(["x"]);
  });

  it("remembers the answer for a grant", () => {
    expect(site.visible({ key: { id: "k-v1", scope: ["v1"] } })).toBe(
      site.visible({ key: { id: "k-v1", scope: ["v1"] } }),
    );
  });
});
