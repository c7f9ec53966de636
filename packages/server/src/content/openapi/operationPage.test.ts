import { renderMarkdown } from "@rxdocs/markdown";
import { describe, expect, it } from "vitest";
import { GREENHOUSE_YAML } from "../../test-support/openapi/specs.js";
import { listOperations } from "./operations.js";
import { operationMarkdown } from "./operationPage.js";
import { parseApiSpec } from "./readSpec.js";

const reading = parseApiSpec("greenhouse.yaml", GREENHOUSE_YAML);
if (!("spec" in reading)) throw new Error(reading.problem);
const { spec } = reading;
const pageOf = (key: string) =>
  operationMarkdown(
    spec,
    listOperations(spec).find((operation) => operation.key === key)!,
  );

describe("an operation's page", () => {
  it("shows the method and path, the description, the parameters by place, a request example and the responses", () => {
    const page = pageOf("GET /plants");
    expect(
      page.startsWith("**`GET`** `/plants`\n\nEvery plant of the greenhouse, newest first.\n\n## Query parameters\n"),
    ).toBe(true);
    expect(page).toContain("| `kind` | `string` | no |  | Allowed: `tree`, `herb` |");
    expect(page).toContain("## Headers\n\n| Name | Type | Required | Default | Description |");
    expect(page.indexOf("## Request example")).toBeLessThan(page.indexOf("## Responses"));
    expect(page).toContain(
      "### 200\n\nThe plants.\n\n`application/json` · array of object · Plant\n\n- `name` · string · required",
    );
    expect(page).toContain('```json [Example]\n[\n  {\n    "name": "Basil"');
  });

  it("marks a deprecated operation, and requires a path parameter", () => {
    const page = pageOf("DELETE /plants/{plantId}");
    expect(page).toContain("::: warning Deprecated\nThis operation is deprecated.\n:::");
    expect(page).toContain("| `plantId` | `string (uuid)` | yes |  |  |");
  });

  it("renders as rxdocs' Markdown: tables, nested lists and a code group with a tab per language", () => {
    const { html, headings } = renderMarkdown(pageOf("POST /plants"), { sanitize: (text) => text });
    expect(headings.map((heading) => heading.text)).toEqual([
      "Request body",
      "Request example",
      "Responses",
      "201",
      "422",
    ]);
    for (const label of ["curl", "JavaScript", "Python"]) expect(html).toContain(`>${label}</`);
    expect(html).toMatch(/<li><code>kind<\/code> · one of · required\s*<ul>/);
    expect(html).not.toContain(":::");
  });
});
