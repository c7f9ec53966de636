import { describe, expect, it } from "vitest";
import { dateInPath, humanizeFileName, isIgnoredName, isMarkdownFileName, stripNumericPrefix } from "./fileNames.js";

describe("humanizeFileName", () => {
  it.each([
    ["02-getting_started.md", "Getting started"],
    ["getting-started", "Getting started"],
    ["10_faq", "Faq"],
    ["API-reference.md", "API reference"],
    ["écrire.md", "Écrire"],
    ["404.md", "404"],
  ])("%s → %s", (name, humanized) => {
    expect(humanizeFileName(name)).toBe(humanized);
  });
});

describe("stripNumericPrefix", () => {
  it("strips one run of digits followed by - or _", () => {
    expect(stripNumericPrefix("01-intro")).toBe("intro");
    expect(stripNumericPrefix("2_setup")).toBe("setup");
    expect(stripNumericPrefix("01-02-x")).toBe("02-x");
    expect(stripNumericPrefix("404")).toBe("404");
    expect(stripNumericPrefix("v2-intro")).toBe("v2-intro");
  });

  it("keeps a date, which is no order number", () => {
    expect(stripNumericPrefix("2019-05-28-first-blog-post")).toBe("2019-05-28-first-blog-post");
  });
});

describe("dateInPath", () => {
  it("is the date the file's name starts with, else its nearest folder's", () => {
    expect(dateInPath("blog/2019-05-28-first-blog-post.md")).toBe("2019-05-28T00:00:00.000Z");
    expect(dateInPath("2021-08-26-welcome/index.mdx")).toBe("2021-08-26T00:00:00.000Z");
    expect(dateInPath("2021-08-26-old/2022-01-02_new.md")).toBe("2022-01-02T00:00:00.000Z");
  });

  it("is undefined without a real date", () => {
    expect(dateInPath("01-intro.md")).toBeUndefined();
    expect(dateInPath("2019-02-30-no-such-day.md")).toBeUndefined();
    expect(dateInPath("2019-05-28.md")).toBeUndefined();
  });
});

describe("isIgnoredName", () => {
  it("ignores hidden names, names starting with _ and node_modules", () => {
    expect(isIgnoredName(".git")).toBe(true);
    expect(isIgnoredName("_tabs")).toBe(true);
    expect(isIgnoredName("node_modules")).toBe(true);
    expect(isIgnoredName("guide")).toBe(false);
    expect(isIgnoredName("my_node_modules")).toBe(false);
  });
});

describe("isMarkdownFileName", () => {
  it("accepts .md and .mdx files only", () => {
    expect(isMarkdownFileName("a.md")).toBe(true);
    expect(isMarkdownFileName("a.mdx")).toBe(true);
    expect(isMarkdownFileName("a.markdown")).toBe(false);
    expect(isMarkdownFileName(".md")).toBe(false);
  });
});
