import { describe, expect, it } from "vitest";
import { FAULTY_SPECS, GREENHOUSE_YAML, NOTES_JSON } from "../../test-support/openapi/specs.js";
import { listOperations, parseOperationName, tagOrder } from "./operations.js";
import { parseApiSpec } from "./readSpec.js";

describe("reading an OpenAPI file", () => {
  it("reads OpenAPI 3.0 in YAML and 3.1 in JSON", () => {
    expect(parseApiSpec("greenhouse.yaml", GREENHOUSE_YAML)).toHaveProperty("spec.file", "greenhouse.yaml");
    expect(parseApiSpec("notes.json", NOTES_JSON)).toHaveProperty("spec.document.openapi", "3.1.0");
  });

  it.each(FAULTY_SPECS)("names the first problem of a file with $name", ({ file, text, problem }) => {
    const reading = parseApiSpec(file, text);
    expect(reading).not.toHaveProperty("spec");
    expect((reading as { problem: string }).problem).toContain(problem);
  });

  it("allows an operation without responses in OpenAPI 3.1, which made them optional", () => {
    const text = JSON.stringify({ openapi: "3.1.0", info: { title: "T", version: "1" }, paths: { "/a": { get: {} } } });
    expect(parseApiSpec("a.json", text)).toHaveProperty("spec");
  });

  it("files each operation under its first tag, and one without under the API's title", () => {
    const reading = parseApiSpec("greenhouse.yaml", GREENHOUSE_YAML);
    if (!("spec" in reading)) throw new Error(reading.problem);
    const operations = listOperations(reading.spec);
    expect(operations.map(({ key, tag, title }) => [key, tag, title])).toEqual([
      ["GET /plants", "Plants", "List the plants"],
      ["POST /plants", "Plants", "Plant a seedling"],
      ["GET /plants/{plantId}", "Plants", "Read one plant"],
      ["DELETE /plants/{plantId}", "Plants", "Compost a plant"],
      ["GET /beds", "Beds", "List the garden beds"],
      ["GET /health", "Greenhouse API", "Check the greenhouse"],
    ]);
    expect(tagOrder(reading.spec, operations)).toEqual(["Plants", "Beds", "Greenhouse API"]);
    // The path's own parameters are the operation's too.
    expect(operations[2]!.parameters.map((parameter) => parameter.name)).toEqual(["plantId"]);
  });

  it("reads an operation's name as Mintlify writes it, with or without its file", () => {
    expect(parseOperationName("GET /users")).toEqual({ key: "GET /users" });
    expect(parseOperationName("openapi.yaml post /users/{id}")).toEqual({
      file: "openapi.yaml",
      key: "POST /users/{id}",
    });
    expect(parseOperationName("webhook order-created")).toBeUndefined();
  });
});
