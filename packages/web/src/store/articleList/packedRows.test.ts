import { describe, expect, it } from "vitest";
import type { ListedArticle } from "../../api/calls";
import { packRows, unpackRows } from "./packedRows";

const rows: ListedArticle[] = [
  {
    menuCode: "intro",
    articleTitle: "Introduction",
    articleMd: "# Introduction\n\nPlain text.",
    articleTabContent: null,
  },
  {
    menuCode: "résumé",
    articleTitle: "Résumé — “quoted”",
    articleMd: "Café au lait, 20 °C.",
    articleTabContent: JSON.stringify([{ label: "npm", md: "npm i" }]),
  },
  { menuCode: "wide", articleTitle: "漢字", articleMd: "漢字と絵文字 🎉", articleTabContent: null },
  { menuCode: "empty", articleTitle: "", articleMd: "", articleTabContent: "" },
];

describe("packed rows", () => {
  it("come back as they went, field for field, nulls and empty strings included", () => {
    expect(unpackRows(packRows(rows))).toEqual(rows);
    expect(unpackRows(packRows([]))).toEqual([]);
  });

  it("keep one-byte text apart from text with wider characters", () => {
    const { narrow, wide } = packRows(rows);
    expect([...narrow].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
    expect(narrow).toContain("Café au lait");
    expect(narrow).toContain("résumé");
    expect(narrow).not.toContain("Résumé");
    expect(wide).toContain("🎉");
    expect(wide).toContain("“quoted”");
    expect(wide).not.toContain("Plain text");
  });

  it("carry a row's Markdown once, in one long text", () => {
    const many = Array.from({ length: 200 }, (_, n) => ({
      ...rows[0]!,
      menuCode: `page-${n}`,
      articleMd: `Body ${n}`,
    }));
    const packed = packRows(many);
    expect(packed.narrow.split("Body 7").length).toBe(
      1 + many.filter((row) => row.articleMd.includes("Body 7")).length,
    );
    expect(unpackRows(packed).map((row) => row.articleMd)).toEqual(many.map((row) => row.articleMd));
  });
});
