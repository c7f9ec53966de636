// The operations of an OpenAPI document, each as its page shows it: its method and path, the
// tag it is filed under (its first, as Mintlify and Docusaurus' plugin file it; the API's title
// for an operation without one), and its parameters, those of its path item included.
import type { ApiSpec, Json } from "./readSpec.js";
import { follow, isObject } from "./refs.js";
import { HTTP_METHODS } from "./validateSpec.js";

export interface ApiOperation {
  /** Upper case: "GET". */
  method: string;
  path: string;
  /** "GET /users", as a front matter or a navigation names it. */
  key: string;
  tag: string;
  title: string;
  operation: Json;
  /** Path-level parameters first, each replaced by the operation's own of the same name and place. */
  parameters: Json[];
}

/** The operations in the document's order, under tags in the order its `tags` list gives them. */
export function listOperations(spec: ApiSpec): ApiOperation[] {
  const { document } = spec;
  const untagged = String((document.info as Json).title);
  const operations: ApiOperation[] = [];
  for (const [route, raw] of Object.entries((document.paths as Json | undefined) ?? {})) {
    const item = follow(document, raw).value as Json;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === "string") : [];
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path: route,
        key: `${upper} ${route}`,
        tag: tags[0] ?? untagged,
        title: operationTitle(operation, upper, route),
        operation,
        parameters: mergedParameters(document, item.parameters, operation.parameters),
      });
    }
  }
  return operations;
}

/** The tags in their order: those the document's `tags` list names first, then the rest as they come. */
export function tagOrder(spec: ApiSpec, operations: readonly ApiOperation[]): string[] {
  const listed = Array.isArray(spec.document.tags)
    ? spec.document.tags.flatMap((tag) => (isObject(tag) && typeof tag.name === "string" ? [tag.name] : []))
    : [];
  const used = new Set(operations.map((operation) => operation.tag));
  return [...new Set([...listed.filter((tag) => used.has(tag)), ...used])];
}

/** A tag's name as the reference shows it: its `x-displayName` when it has one. */
export function tagLabel(spec: ApiSpec, tag: string): string {
  const entry = Array.isArray(spec.document.tags)
    ? spec.document.tags.find((candidate) => isObject(candidate) && candidate.name === tag)
    : undefined;
  const display = isObject(entry) ? entry["x-displayName"] : undefined;
  return typeof display === "string" && display.trim() !== "" ? display : tag;
}

function operationTitle(operation: Json, method: string, route: string): string {
  for (const value of [operation.summary, operation.operationId]) {
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return `${method} ${route}`;
}

function mergedParameters(document: Json, shared: unknown, own: unknown): Json[] {
  const resolved = (list: unknown): Json[] =>
    (Array.isArray(list) ? list : []).flatMap((entry) => {
      const value = follow(document, entry).value;
      return isObject(value) && typeof value.name === "string" ? [value] : [];
    });
  const parameters = resolved(own);
  const isOverridden = (parameter: Json) =>
    parameters.some((mine) => mine.name === parameter.name && mine.in === parameter.in);
  return [...resolved(shared).filter((parameter) => !isOverridden(parameter)), ...parameters];
}

/** "GET /users", "get  /users/", "openapi.yaml GET /users": the file (if named) and the operation's key. */
export function parseOperationName(name: string): { file?: string; key: string } | undefined {
  const match = /^\s*(?:(\S+)\s+)?(get|put|post|delete|options|head|patch|trace)\s+(\/\S*)\s*$/i.exec(name);
  if (!match) return undefined;
  return { ...(match[1] !== undefined && { file: match[1] }), key: `${match[2]!.toUpperCase()} ${match[3]}` };
}
