// Checks real answers against the OpenAPI document: the status must be one the document
// declares for the operation, the declared headers must be there and match their schemas, and
// the body must validate against the declared schema (Ajv, strict draft 2020-12) or be empty
// where the document declares none. Objects of the contract are closed, so an extra field fails
// as a missing one does.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { expect } from "vitest";

type Json = Record<string, any>;

const DOCUMENT_ID = "https://rxdocs.invalid/openapi.json";

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** A request as the server's clients make it, with the answer's body kept as text. */
export async function ask(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export class OpenApiAnswers {
  private readonly ajv = new Ajv2020({ strict: true, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: Json) {
    this.ajv.addFormat("date-time", { validate: (text: string) => !Number.isNaN(Date.parse(text)) });
    this.ajv.addVocabulary(Object.keys(document));
    this.ajv.addSchema(document, DOCUMENT_ID);
  }

  /** Every operation of the document, by method and path. */
  operations(): { method: string; path: string; operation: Json }[] {
    return Object.entries(this.document.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, operation]) => ({ method, path, operation })),
    );
  }

  /** The request body examples of a POST operation. */
  examples(path: string): Json[] {
    const { $ref } = this.document.paths[path].post.requestBody.content["application/json"].schema;
    return this.document.components.schemas[$ref.split("/").pop()].examples;
  }

  /** Expects `answer` to be one the document declares for the operation; returns its parsed body, if JSON. */
  check(method: string, path: string, answer: Answer): unknown {
    const where = `${method.toUpperCase()} ${path} → ${answer.status}`;
    const declared = this.document.paths[path]?.[method]?.responses?.[String(answer.status)];
    expect(declared, `${where}: a status the document does not declare (${answer.text.slice(0, 200)})`).toBeDefined();
    const base = ["paths", path, method, "responses", String(answer.status)];
    for (const name of Object.keys(declared.headers ?? {})) {
      const value = answer.headers.get(name);
      expect(value, `${where}: header ${name}`).not.toBeNull();
      this.expectValid([...base, "headers", name, "schema"], value, `${where}: header ${name}`);
    }
    if (!declared.content) {
      expect(answer.text, `${where}: a body where the document declares none`).toBe("");
      return undefined;
    }
    const contentType = answer.headers.get("content-type") ?? "";
    if (!declared.content["application/json"]) {
      expect(Object.keys(declared.content), where).toEqual(["*/*"]);
      return undefined;
    }
    expect(contentType, where).toMatch(/^application\/json\b/);
    const body = JSON.parse(answer.text) as unknown;
    this.expectValid([...base, "content", "application/json", "schema"], body, where);
    // An error envelope's code is its HTTP status.
    if (declared.content["application/json"].schema.$ref === "#/components/schemas/ApiError") {
      expect((body as Json).code, where).toBe(answer.status);
    }
    return body;
  }

  private expectValid(path: string[], value: unknown, where: string): void {
    const pointer = path.map((part) => encodeURIComponent(part.replaceAll("~", "~0").replaceAll("/", "~1"))).join("/");
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
      if (!validate) throw new Error(`the document has no schema at ${pointer}`);
      this.validators.set(pointer, validate);
    }
    expect(validate(value) ? [] : validate.errors, `${where}: ${JSON.stringify(value).slice(0, 500)}`).toEqual([]);
  }
}

/**
 * The routes a Fastify app serves, from its printRoutes() tree, as "METHOD /path" with OpenAPI's
 * `{param}` for `:param`. Each line of the tree adds its text to its parent's path.
 */
export function servedRoutes(printedRoutes: string): string[] {
  const pathAtDepth: string[] = [];
  const routes: string[] = [];
  for (const line of printedRoutes.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : "") + match[2]!;
    pathAtDepth[depth] = path;
    for (const method of match[3]?.split(", ") ?? []) routes.push(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
  }
  return routes;
}
