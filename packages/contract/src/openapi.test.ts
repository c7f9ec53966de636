// The OpenAPI document as a document: valid OpenAPI 3.1 by the specification's own schema, every
// schema in it compiles under Ajv's strict draft 2020-12, and what it says agrees with the zod
// schemas it comes from. What the server answers is checked against it in the server's tests.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { API_CALLS } from "./apiCalls.js";
import { API_BASE_PATH, API_PATHS } from "./constants.js";
import { buildOpenApiDocument } from "./openapi.js";

type Json = Record<string, any>;

const DOCUMENT_ID = "https://rxdocs.invalid/openapi.json";
const document = buildOpenApiDocument({ version: "1.2.3" }) as Json;

/**
 * The OpenAPI 3.1 schema as the OpenAPI Initiative publishes it, under the Apache License 2.0, at
 * https://spec.openapis.org/oas/3.1/schema/2022-10-07 (kept beside this test: tests run offline).
 * It reaches Schema Objects through `$dynamicRef: "#meta"`, which Ajv resolves to the wrong
 * place; with no other `meta` anchor in play that reference means `#/$defs/schema`, so it is
 * spelled that way here.
 */
function openApiSpecificationSchema(): Json {
  const text = readFileSync(new URL("./openapi-3.1-schema.json", import.meta.url), "utf8");
  return JSON.parse(text.replaceAll('"$dynamicRef": "#meta"', '"$ref": "#/$defs/schema"'));
}

/** Ajv as strict as it goes, which knows the document's top-level fields as annotations. */
function strictAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addFormat("date-time", { validate: (text: string) => !Number.isNaN(Date.parse(text)) });
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

/** JSON pointers to every schema in the document: components, bodies, answers, parameters, headers. */
function schemaPointers(node: unknown, pointer = ""): string[] {
  if (!node || typeof node !== "object") return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    const child = `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    if (key === "schema" || pointer === "/components/schemas") found.push(child);
    else found.push(...schemaPointers(value, child));
  }
  return found;
}

const pointerUri = (pointer: string) => `${DOCUMENT_ID}#${pointer.split("/").map(encodeURIComponent).join("/")}`;

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by the specification's schema", () => {
    const validate = new Ajv2020({ strict: false, validateFormats: false, allErrors: true }).compile(
      openApiSpecificationSchema(),
    );
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema does catch a broken document, so the pass above means something.
    const broken = structuredClone(document);
    broken.paths[`${API_BASE_PATH}/${API_PATHS.search}`].post.parameters[0].in = "body";
    expect(validate(broken)).toBe(false);
  });

  it("has schemas that all compile under strict draft 2020-12, with every reference resolved", () => {
    const ajv = strictAjv();
    const pointers = schemaPointers(document);
    expect(pointers.length).toBeGreaterThan(100);
    for (const pointer of pointers) expect(ajv.getSchema(pointerUri(pointer)), pointer).toBeTypeOf("function");
  });

  it("lists every call as a POST under the API path, and names each operation once", () => {
    const callPaths = Object.values(API_PATHS).map((path) => `${API_BASE_PATH}/${path}`);
    for (const path of callPaths) expect(document.paths[path]?.post, path).toBeDefined();
    const operations = Object.values(document.paths).flatMap((item: Json) => Object.values(item));
    const ids = operations.map((operation: Json) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.info.version).toBe("1.2.3");
  });

  it("describes every field of every request body, from the schemas", () => {
    for (const name of Object.keys(API_CALLS)) {
      const body = document.components.schemas[`${name.charAt(0).toUpperCase()}${name.slice(1)}Body`];
      for (const [field, schema] of Object.entries(body.properties as Json)) {
        if (field !== "query") expect(schema.description, `${name}.${field}`).toBeTruthy();
      }
    }
    expect(document.components.schemas.MenuEntry.properties.parentCode.description).toBe(
      "The parent's code, or null at the top level.",
    );
  });

  it("has request examples that the schemas it was made from accept, and so does the document", () => {
    const ajv = strictAjv();
    for (const [name, call] of Object.entries(API_CALLS)) {
      const ref = document.paths[`${API_BASE_PATH}/${call.path}`].post.requestBody.content["application/json"].schema;
      const examples = document.components.schemas[ref.$ref.split("/").pop()].examples as unknown[];
      expect(examples.length, name).toBeGreaterThan(0);
      const validate = ajv.getSchema(`${DOCUMENT_ID}${ref.$ref}`)!;
      for (const example of examples) {
        expect(call.body.safeParse(example).success, `${name}: ${JSON.stringify(example)}`).toBe(true);
        expect(validate(example), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        // Both refuse a field the contract does not name.
        const extended = { ...(example as object), unnamed: 1 };
        expect(call.body.safeParse(extended).success).toBe(false);
        expect(validate(extended)).toBe(false);
      }
    }
  });

  it("is the same document each time it is built", () => {
    expect(buildOpenApiDocument({ version: "1.2.3" })).toEqual(document);
  });
});
