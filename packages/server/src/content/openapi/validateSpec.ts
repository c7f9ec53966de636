// Hand-written checks of the parts of an OpenAPI 3.0/3.1 document that its pages are made of:
// the version, `info`, `paths` and each operation, its parameters and responses, and every
// local `$ref`. A full schema validator (the specification's JSON Schema, swagger-parser) would
// say more, but weighs far more than the few rules these pages depend on; what they do not read,
// they do not check. The answer is the first problem, as a sentence.
import { isLocalRef, isObject, resolvePointer } from "./refs.js";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const PARAMETER_PLACES = new Set(["path", "query", "header", "cookie"]);

/** The first thing that keeps the document from being read as OpenAPI 3.x; undefined when there is none. */
export function firstProblem(document: unknown): string | undefined {
  if (!isObject(document)) return "it is not an object of OpenAPI fields";
  if (typeof document.swagger === "string") {
    return `it is Swagger ${document.swagger}, not OpenAPI 3.0 or 3.1`;
  }
  const version = document.openapi;
  if (typeof version !== "string" || !/^3\.[01]\.\d+/.test(version)) {
    return `"openapi" must name version 3.0.x or 3.1.x (found ${JSON.stringify(version ?? null)})`;
  }
  if (!isObject(document.info) || typeof document.info.title !== "string") {
    return '"info" must be an object with a "title"';
  }
  const isThreeZero = version.startsWith("3.0");
  if (document.paths === undefined && !isThreeZero) return refProblem(document);
  if (!isObject(document.paths)) return '"paths" must be an object of paths';
  for (const [route, item] of Object.entries(document.paths)) {
    const problem = pathItemProblem(document, route, item, isThreeZero);
    if (problem !== undefined) return problem;
  }
  return refProblem(document);
}

function pathItemProblem(document: object, route: string, raw: unknown, isThreeZero: boolean): string | undefined {
  if (!route.startsWith("/")) return `the path ${JSON.stringify(route)} must start with "/"`;
  const item = isObject(raw) && typeof raw.$ref === "string" ? resolvePointer(document, raw.$ref) : raw;
  if (!isObject(item)) return `the path ${route} must be an object of operations`;
  const shared = parametersProblem(document, item.parameters, route);
  if (shared !== undefined) return shared;
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (operation === undefined) continue;
    const name = `${method.toUpperCase()} ${route}`;
    if (!isObject(operation)) return `${name} must be an object`;
    const problem =
      parametersProblem(document, operation.parameters, name) ??
      responsesProblem(operation.responses, name, isThreeZero);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function parametersProblem(document: object, parameters: unknown, where: string): string | undefined {
  if (parameters === undefined) return undefined;
  if (!Array.isArray(parameters)) return `the parameters of ${where} must be a list`;
  for (const raw of parameters) {
    const parameter = isObject(raw) && typeof raw.$ref === "string" ? resolvePointer(document, raw.$ref) : raw;
    // A reference that points nowhere is said by refProblem, with its place.
    if (parameter === undefined) continue;
    if (!isObject(parameter) || typeof parameter.name !== "string") {
      return `a parameter of ${where} has no "name"`;
    }
    if (typeof parameter.in !== "string" || !PARAMETER_PLACES.has(parameter.in)) {
      return `the parameter ${parameter.name} of ${where} must be "in" path, query, header or cookie`;
    }
  }
  return undefined;
}

function responsesProblem(responses: unknown, where: string, isThreeZero: boolean): string | undefined {
  // OpenAPI 3.1 made an operation's responses optional; 3.0 requires at least one.
  if (responses === undefined && !isThreeZero) return undefined;
  if (!isObject(responses) || Object.keys(responses).length === 0) return `${where} has no responses`;
  for (const status of Object.keys(responses)) {
    if (!/^([1-5](\d\d|XX)|default)$/.test(status) && !status.startsWith("x-")) {
      return `${where} has a response ${JSON.stringify(status)}, which is no HTTP status`;
    }
  }
  return undefined;
}

/** The first local `$ref` that points nowhere, with where it is written. */
function refProblem(document: object): string | undefined {
  const stack: { value: unknown; at: string }[] = [{ value: document, at: "#" }];
  while (stack.length > 0) {
    const { value, at } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((entry, index) => stack.push({ value: entry, at: `${at}/${index}` }));
      continue;
    }
    if (!isObject(value)) continue;
    const ref = value.$ref;
    if (typeof ref === "string" && isLocalRef(ref) && resolvePointer(document, ref) === undefined) {
      return `the $ref ${JSON.stringify(ref)} at ${at} points nowhere`;
    }
    // Examples are data, whose "$ref" keys are not references.
    for (const [key, entry] of Object.entries(value).reverse()) {
      if (key !== "example" && key !== "examples")
        stack.push({ value: entry, at: `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}` });
    }
  }
  return undefined;
}
