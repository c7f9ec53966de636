// Mintlify's redirects read backwards: the old addresses of a page.
import { describe, expect, it } from "vitest";
import type { ContentWarning } from "../model.js";
import { readRedirects } from "./mintlifyRedirects.js";

const redirects = (list: unknown, warnings: ContentWarning[] = []) => readRedirects(list, "docs.json", warnings);

describe("Mintlify's redirects", () => {
  it("give a page the sources that lead to it, following one redirect to the next", () => {
    const read = redirects([
      { source: "/old-page", destination: "/new-page" },
      { source: "/older-page/", destination: "/old-page#top" },
      { source: "/elsewhere", destination: "https://example.com/new-page" },
      { source: "/temporary", destination: "/new-page?from=temporary", permanent: false },
    ]);
    expect(read.leadingTo(["/new-page"])).toEqual(["/new-page", "/old-page", "/temporary", "/older-page"]);
    expect(read.leadingTo(["/unrelated"])).toEqual(["/unrelated"]);
  });

  it("give back the old address a wildcard redirect made of each new one", () => {
    const read = redirects([
      { source: "/beta/:slug*", destination: "/v2/:slug*" },
      { source: "/old/article-*", destination: "/new/article-*" },
      { source: "/docs/:section/:page", destination: "/guide/:page/:section" },
    ]);
    expect(read.leadingTo(["/v2/intro/setup"])).toEqual(["/v2/intro/setup", "/beta/intro/setup"]);
    expect(read.leadingTo(["/new/article-123"])).toEqual(["/new/article-123", "/old/article-123"]);
    expect(read.leadingTo(["/guide/setup/install"])).toEqual(["/guide/setup/install", "/docs/install/setup"]);
  });

  it("pass over a wildcard that leads many addresses to one page, and a loop of redirects", () => {
    const read = redirects([
      { source: "/articles/concepts-*", destination: "/collections/overview" },
      { source: "/a", destination: "/b" },
      { source: "/b", destination: "/a" },
      { source: "/y/again/:rest*", destination: "/y/:rest*" },
    ]);
    expect(read.leadingTo(["/collections/overview"])).toEqual(["/collections/overview"]);
    expect(read.leadingTo(["/a"])).toEqual(["/a", "/b"]);
    // Each old address is a new one to this redirect: the list stops at a bound.
    expect(read.leadingTo(["/y/page"])).toHaveLength(64);
  });

  it("say which redirects cannot be read", () => {
    const warnings: ContentWarning[] = [];
    redirects([{ source: "/a" }, "b", { source: "/c", destination: "/d" }], warnings);
    redirects({ source: "/a", destination: "/b" }, warnings);
    expect(warnings).toEqual([
      { path: "docs.json", message: "2 redirect(s) without a source and a destination are not followed" },
      { path: "docs.json", message: "redirects must be a list of { source, destination }; they are not followed" },
    ]);
  });
});
