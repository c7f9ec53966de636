import { describe, expect, it } from "vitest";
import { GREENHOUSE_YAML } from "../../test-support/openapi/specs.js";
import { parseApiSpec } from "./readSpec.js";
import { schemaMarkdown, typeLabel } from "./schemaMarkdown.js";

const reading = parseApiSpec("greenhouse.yaml", GREENHOUSE_YAML);
if (!("spec" in reading)) throw new Error(reading.problem);
const { document } = reading.spec;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe("a schema as a Markdown list", () => {
  it("lists an object's properties with their types, and the required ones", () => {
    expect(schemaMarkdown(document, ref("NewPlant"))).toBe(
      [
        "- `name` · string · required\\",
        "  Example: `Basil`",
        "- `plantedOn` · string (date)",
        "- `kind` · one of · required",
        "  - One of:",
        "    - `Tree` · object",
        "      - `height` · number — In metres.",
        "    - `Herb` · object",
        "      - `aroma` · string\\",
        "        Allowed: `mild`, `strong` · Default: `mild`",
      ].join("\n"),
    );
  });

  it("merges allOf, follows references and names a schema that contains itself rather than listing it again", () => {
    const lines = schemaMarkdown(document, ref("Plant")).split("\n");
    expect(lines[0]).toBe("- `name` · string · required\\");
    expect(lines).toContain("- `id` · string (uuid) · required\\");
    expect(lines).toContain("  Read-only");
    expect(lines).toContain("- `cuttings` · array of object · Plant — Plants grown from this one.");
    // The items of cuttings are Plants: named, not listed again, and the list ends.
    expect(lines.at(-1)).toBe("- `cuttings` · array of object · Plant — Plants grown from this one.");
  });

  it("lists an array's items' members under it", () => {
    const text = schemaMarkdown(document, { type: "array", items: ref("Tree") });
    expect(text).toBe("- `height` · number — In metres.");
    expect(typeLabel(document, { type: "array", items: ref("Tree") })).toBe("array of object · Tree");
  });

  it("survives a cycle through references alone, and one through properties", () => {
    const looping = {
      ...document,
      components: {
        schemas: {
          A: { $ref: "#/components/schemas/B" },
          B: { $ref: "#/components/schemas/A" },
          Node: { type: "object", properties: { next: { $ref: "#/components/schemas/Node" } } },
        },
      },
    };
    expect(() => schemaMarkdown(looping, ref("A"))).not.toThrow();
    expect(schemaMarkdown(looping, ref("Node"))).toBe("- `next` · object · Node — the same Node as above, nested");
  });

  it("shows anyOf as choices, 3.1 type lists and 3.0 nullable", () => {
    const schema = {
      type: "object",
      properties: {
        id: { anyOf: [{ type: "string" }, { type: "integer", title: "Number" }] },
        note: { type: ["string", "null"] },
        size: { type: "integer", nullable: true },
      },
    };
    expect(schemaMarkdown(document, schema)).toBe(
      [
        "- `id` · any of",
        "  - Any of:",
        "    - `Option 1` · string",
        "    - `Number` · integer",
        "- `note` · string | null",
        "- `size` · integer | null",
      ].join("\n"),
    );
  });
});
