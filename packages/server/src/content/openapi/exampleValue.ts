// A value for a schema, for request and response examples: the schema's own `example` (or first
// of its `examples`), else its default, its constant or its first allowed value, else one made
// of its type and format. Objects get every property, arrays one item, a choice its first
// variant; a reference that leads back into itself stops there.
import type { Json } from "./readSpec.js";
import { follow, isObject } from "./refs.js";

const MAX_DEPTH = 8;

const STRING_FORMATS: Record<string, string> = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "12:00:00",
  email: "user@example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  uri: "https://example.com",
  url: "https://example.com",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  byte: "U3dhZ2dlciByb2Nrcw==",
  binary: "<file>",
  password: "********",
};

/** Which way the value goes: a request leaves out the fields only a server writes, a response those only a client does. */
export type Direction = "request" | "response";

interface Walk {
  document: Json;
  /** The mark of the fields left out: `readOnly` in a request, `writeOnly` in a response. */
  leftOut: "readOnly" | "writeOnly";
}

export function exampleValue(document: Json, schema: unknown, direction: Direction = "response"): unknown {
  return valueOf({ document, leftOut: direction === "request" ? "readOnly" : "writeOnly" }, schema, [], 0);
}

/** A media type's example: its own `example` or first of its `examples`, else one made of its schema. */
export function mediaExample(document: Json, media: Json, direction: Direction): unknown {
  if (media.example !== undefined) return media.example;
  if (isObject(media.examples)) {
    const first = follow(document, Object.values(media.examples)[0]).value;
    if (isObject(first) && first.value !== undefined) return first.value;
  }
  return media.schema === undefined ? undefined : exampleValue(document, media.schema, direction);
}

/** A parameter's example: its own, else its schema's. */
export function parameterExample(document: Json, parameter: Json): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (isObject(parameter.examples)) {
    const first = follow(document, Object.values(parameter.examples)[0]).value;
    if (isObject(first) && first.value !== undefined) return first.value;
  }
  return exampleValue(document, parameter.schema ?? {}, "request");
}

function valueOf(walk: Walk, schema: unknown, trail: readonly string[], depth: number): unknown {
  const { value, refs } = follow(walk.document, schema);
  if (!isObject(value) || refs.some((ref) => trail.includes(ref)) || depth > MAX_DEPTH) return undefined;
  const path = [...trail, ...refs];
  const given = value.example ?? (Array.isArray(value.examples) ? value.examples[0] : undefined);
  if (given !== undefined) return given;
  if (value.default !== undefined) return value.default;
  if (value.const !== undefined) return value.const;
  if (Array.isArray(value.enum) && value.enum.length > 0) return value.enum[0];
  for (const key of ["oneOf", "anyOf"] as const) {
    const variants = value[key];
    if (Array.isArray(variants) && variants.length > 0) return valueOf(walk, variants[0], path, depth + 1);
  }
  if (Array.isArray(value.allOf)) return mergedValue(walk, value, path, depth);
  const type = firstType(value);
  if (type === "array") {
    const item = valueOf(walk, value.items ?? {}, path, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (type === "object" || isObject(value.properties)) return objectValue(walk, value, path, depth);
  return scalarValue(type, value);
}

function objectValue(walk: Walk, schema: Json, trail: readonly string[], depth: number): Json {
  const result: Json = {};
  for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    const { value } = follow(walk.document, property);
    if (isObject(value) && value[walk.leftOut] === true) continue;
    const example = valueOf(walk, property, trail, depth + 1);
    if (example !== undefined) result[name] = example;
  }
  return result;
}

function mergedValue(walk: Walk, schema: Json, trail: readonly string[], depth: number): unknown {
  let merged: unknown;
  for (const part of schema.allOf as unknown[]) {
    const value = valueOf(walk, part, trail, depth + 1);
    merged = isObject(merged) && isObject(value) ? { ...merged, ...value } : (value ?? merged);
  }
  const own = isObject(schema.properties) ? objectValue(walk, schema, trail, depth) : {};
  return isObject(merged) ? { ...merged, ...own } : (merged ?? own);
}

function scalarValue(type: string | undefined, schema: Json): unknown {
  switch (type) {
    case "integer":
      return typeof schema.minimum === "number" ? Math.ceil(schema.minimum) : 0;
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    case "boolean":
      return true;
    case "null":
      return null;
    case "string":
      return (typeof schema.format === "string" && STRING_FORMATS[schema.format]) || "string";
    default:
      return undefined;
  }
}

function firstType(schema: Json): string | undefined {
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") as string | undefined;
  return undefined;
}
