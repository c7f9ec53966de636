import { describe, expect, it } from "vitest";
import { GREENHOUSE_YAML, NOTES_JSON } from "../../test-support/openapi/specs.js";
import { exampleValue } from "./exampleValue.js";
import { listOperations } from "./operations.js";
import { parseApiSpec } from "./readSpec.js";
import { curl, javascript, python, requestSamples } from "./requestSamples.js";
import { sampleRequest } from "./sampleRequest.js";

function operationOf(text: string, file: string, key: string) {
  const reading = parseApiSpec(file, text);
  if (!("spec" in reading)) throw new Error(reading.problem);
  const operation = listOperations(reading.spec).find((candidate) => candidate.key === key)!;
  return { document: reading.spec.document, operation };
}

describe("request examples made from the schema", () => {
  const create = operationOf(GREENHOUSE_YAML, "greenhouse.yaml", "POST /plants");
  const request = sampleRequest(create.document, create.operation);

  it("sends the example values of the body's schema to the first server, with the credentials it asks for", () => {
    expect(request).toEqual({
      method: "POST",
      url: "https://eu.greenhouse.example/v1/plants",
      headers: [
        ["Authorization", "Bearer <token>"],
        ["Content-Type", "application/json"],
      ],
      // `example` first, then the format, then the first choice; the read-only id is the server's.
      body: {
        kind: "json",
        contentType: "application/json",
        value: { name: "Basil", plantedOn: "2024-01-01", kind: { height: 0 } },
      },
    });
  });

  it("writes it in curl, JavaScript and Python", () => {
    expect(curl(request)).toBe(
      [
        "curl --request POST \\",
        "  --url 'https://eu.greenhouse.example/v1/plants' \\",
        "  --header 'Authorization: Bearer <token>' \\",
        "  --header 'Content-Type: application/json' \\",
        `  --data '{\n  "name": "Basil",\n  "plantedOn": "2024-01-01",\n  "kind": {\n    "height": 0\n  }\n}'`,
      ].join("\n"),
    );
    expect(javascript(request)).toBe(
      [
        'const response = await fetch("https://eu.greenhouse.example/v1/plants", {',
        '  method: "POST",',
        "  headers: {",
        '    "Authorization": "Bearer <token>",',
        '    "Content-Type": "application/json"',
        "  },",
        "  body: JSON.stringify({",
        '    "name": "Basil",',
        '    "plantedOn": "2024-01-01",',
        '    "kind": {',
        '      "height": 0',
        "    }",
        "  }),",
        "});",
        "const data = await response.json();",
      ].join("\n"),
    );
    expect(python(request)).toBe(
      [
        "import requests",
        "",
        "response = requests.post(",
        '    "https://eu.greenhouse.example/v1/plants",',
        "    headers={",
        '        "Authorization": "Bearer <token>",',
        '        "Content-Type": "application/json",',
        "    },",
        "    json={",
        '        "name": "Basil",',
        '        "plantedOn": "2024-01-01",',
        '        "kind": {',
        '            "height": 0,',
        "        },",
        "    },",
        ")",
        "print(response.json())",
      ].join("\n"),
    );
  });

  it("groups the three as a code group of titled fences", () => {
    const group = requestSamples(request);
    expect(group.startsWith("::: code-group\n```sh [curl]\ncurl --request POST")).toBe(true);
    expect(group).toContain("\n```js [JavaScript]\n");
    expect(group).toContain("\n```python [Python]\nimport requests");
    expect(group.endsWith("\n```\n:::")).toBe(true);
  });

  it("fills in path parameters and required query parameters, and leaves out optional ones", () => {
    const list = operationOf(GREENHOUSE_YAML, "greenhouse.yaml", "GET /plants");
    expect(sampleRequest(list.document, list.operation).url).toBe("https://eu.greenhouse.example/v1/plants?limit=20");
    const one = operationOf(GREENHOUSE_YAML, "greenhouse.yaml", "GET /plants/{plantId}");
    expect(sampleRequest(one.document, one.operation).url).toBe(
      "https://eu.greenhouse.example/v1/plants/3fa85f64-5717-4562-b3fc-2c963f66afa6",
    );
    const health = operationOf(GREENHOUSE_YAML, "greenhouse.yaml", "GET /health");
    expect(sampleRequest(health.document, health.operation).headers).toEqual([]);
  });

  it("sends a form's fields as a form, an API key in its header, and Python's literals as Python's", () => {
    const note = operationOf(NOTES_JSON, "notes.json", "POST /notes");
    const form = sampleRequest(note.document, note.operation);
    expect(form.url).toBe("https://api.example.com/notes");
    expect(curl(form)).toContain("--header 'X-Api-Key: <api-key>'");
    expect(curl(form)).toContain("--data-urlencode 'text=Water the basil' \\\n  --data-urlencode 'pinned=true'");
    expect(javascript(form)).toContain('const body = new URLSearchParams();\nbody.append("text", "Water the basil");');
    expect(python(form)).toContain('    data={\n        "text": "Water the basil",\n        "pinned": "true",\n    },');
    expect(
      exampleValue(note.document, { type: "object", properties: { on: { type: "boolean" }, no: { type: "null" } } }),
    ).toEqual({
      on: true,
      no: null,
    });
  });

  it("never loops on a schema that contains itself", () => {
    const { document } = create;
    const plant = exampleValue(document, { $ref: "#/components/schemas/Plant" }) as Record<string, unknown>;
    expect(plant).toMatchObject({ name: "Basil", id: "3fa85f64-5717-4562-b3fc-2c963f66afa6" });
    expect(plant.cuttings).toEqual([]);
  });
});
