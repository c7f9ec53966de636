import type { SearchHit } from "@rxdocs/contract";
import { describe, expect, it } from "vitest";
import { groupHits } from "./groupHits";

const hit = (menuCode: string, slug?: string) =>
  ({
    menuCode,
    articleTitle: menuCode,
    heading: slug ? { text: slug, slug } : null,
    snippet: [],
  }) as unknown as SearchHit;

describe("search results", () => {
  it("open their article in the version and language searched, at the heading that matched", () => {
    const [group] = groupHits([hit("intro", "setup"), hit("intro")], { version: "1.0", lang: "zh" });
    expect(group!.options.map((option) => option.href)).toEqual([
      "/view?path=intro&version=1.0&lang=zh#setup",
      "/view?path=intro&version=1.0&lang=zh",
    ]);
    expect(groupHits([hit("intro")])[0]!.options[0]!.href).toBe("/view?path=intro");
  });
});
