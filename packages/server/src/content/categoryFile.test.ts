import { describe, expect, it } from "vitest";
import { parseCategoryFile } from "./categoryFile.js";

describe("parseCategoryFile", () => {
  it("reads label, position, code and visibility, and ignores other keys", () => {
    const parsed = parseCategoryFile(
      JSON.stringify({
        label: "Guide",
        position: 2,
        code: "guide",
        visibility: "hidden",
        collapsed: false,
        customProps: {},
      }),
    );
    expect(parsed).toEqual({
      settings: { menuName: "Guide", order: 2, code: "guide", visibility: "hidden" },
      reasons: [],
    });
  });

  it("reads Docusaurus' link to the folder's page: a doc, or a generated index", () => {
    expect(parseCategoryFile('{"link":{"type":"doc","id":"guides/intro"}}').settings?.link).toEqual({
      type: "doc",
      id: "guides/intro",
    });
    const generated = parseCategoryFile('{"link":{"type":"generated-index","title":"All guides","slug":"/g"}}');
    expect(generated.settings?.link).toEqual({ type: "generated-index", title: "All guides" });
    expect(parseCategoryFile('{"link":null}').settings?.link).toBeUndefined();
  });

  it("refuses a link it cannot follow, saying why", () => {
    expect(parseCategoryFile('{"link":{"type":"doc"}}').reasons).toEqual([
      'link of type "doc" needs the "id" of a doc',
    ]);
    expect(parseCategoryFile('{"link":{"type":"page"}}').reasons).toEqual([
      'link.type must be "doc" or "generated-index"',
    ]);
    expect(parseCategoryFile('{"link":"intro"}').reasons).toEqual([
      'link must be { "type": "doc", "id": … } or { "type": "generated-index" }',
    ]);
  });

  it("defaults to public with nothing else set", () => {
    expect(parseCategoryFile("{}")).toEqual({ settings: { visibility: "public" }, reasons: [] });
  });

  it("accepts a byte order mark", () => {
    expect(parseCategoryFile('\uFEFF{"label":"X"}').settings?.menuName).toBe("X");
  });

  it("reports invalid JSON and non-objects", () => {
    expect(parseCategoryFile("{ label: 'x' }").reasons[0]).toMatch(/^not valid JSON: /);
    expect(parseCategoryFile("[1]").reasons).toEqual(["must be a JSON object"]);
  });

  it("reports every wrong value at once", () => {
    expect(
      parseCategoryFile(JSON.stringify({ label: 1, position: "2", code: "a b", visibility: "x" })).reasons,
    ).toEqual([
      "label must be a string (put it in quotes)",
      'code "a b" must be 1-128 letters, digits, "-" or "_", starting with a letter or digit',
      "position must be a number",
      'visibility must be "public", "hidden" or "restricted"',
    ]);
  });
});
