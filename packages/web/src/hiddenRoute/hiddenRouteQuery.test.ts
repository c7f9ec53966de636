import { HIDDEN_ROUTE_QUERY_STORAGE_KEY } from "@rxdocs/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { keepHiddenRouteQuery, readHiddenRouteQuery } from "./hiddenRouteQuery";

const keep = (query: string) => keepHiddenRouteQuery(new URLSearchParams(query));

describe("the hidden-route query", () => {
  beforeEach(() => localStorage.clear());

  it("stores hash from ?hash and viewPathCode from ?viewPath under one key", () => {
    expect(keep("path=a&hash=KEY&timestamp=1")).toBe(true);
    expect(JSON.parse(localStorage.getItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY)!)).toEqual({ hash: "KEY" });
    keep("path=b&viewPath=CODE&timestamp=2");
    expect(readHiddenRouteQuery()).toEqual({ hash: "KEY", viewPathCode: "CODE" });
  });

  it("keeps the entry while the route has path or timestamp", () => {
    keep("path=a&hash=KEY&timestamp=1");
    expect(keep("path=b")).toBe(false);
    expect(keep("timestamp=5")).toBe(false);
    expect(readHiddenRouteQuery()).toEqual({ hash: "KEY" });
  });

  it("clears the entry on a route with neither path nor timestamp", () => {
    keep("path=a&viewPath=CODE&timestamp=1");
    expect(keep("")).toBe(true);
    expect(localStorage.getItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY)).toBeNull();
    expect(keep("hash=KEY")).toBe(false); // a hash alone is no share link
    expect(readHiddenRouteQuery()).toEqual({});
  });

  it("ignores a corrupt stored entry", () => {
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, "{not json");
    expect(readHiddenRouteQuery()).toEqual({});
    localStorage.setItem(HIDDEN_ROUTE_QUERY_STORAGE_KEY, JSON.stringify({ hash: 5, viewPathCode: "ok" }));
    expect(readHiddenRouteQuery()).toEqual({ viewPathCode: "ok" });
  });
});
