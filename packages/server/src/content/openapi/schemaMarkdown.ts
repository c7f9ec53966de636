// A schema as a nested Markdown list, as Mintlify's and Fumadocs' API pages list fields: each
// property with its type, whether it is required, its default, allowed values and description,
// an object's or an array's members nested under it, `oneOf`/`anyOf` as numbered choices, and
// `allOf` merged into one object. References are followed; one that leads back to a schema
// being listed is named rather than listed again, and the depth is bounded.
import type { Json } from "./readSpec.js";
import { follow, isObject, refName } from "./refs.js";
import { continued, describedBy, inlineCode, valueCode } from "./markdownText.js";

/** Deep enough for real payloads; deeper lists are unreadable anyway. */
const MAX_DEPTH = 8;

/** The members of a schema as list lines (an object's properties, an array's item's, the choices). */
export function schemaMarkdown(document: Json, schema: unknown): string {
  return new SchemaWriter(document).root(schema).join("\n");
}

/** A schema's type in a few words: "integer (int64)", "array of User", "string | null". */
export function typeLabel(document: Json, schema: unknown): string {
  return new SchemaWriter(document).label(schema, []);
}

interface Field {
  name?: string;
  required?: boolean;
}

class SchemaWriter {
  private readonly lines: string[] = [];

  constructor(private readonly document: Json) {}

  root(schema: unknown): string[] {
    const { value, refs } = follow(this.document, schema);
    const merged = this.merged(value, refs);
    if (isObject(merged) && this.hasMembers(merged)) this.members(merged, refs, 0);
    else this.field(schema, {}, [], 0);
    return this.lines;
  }

  label(schema: unknown, trail: readonly string[]): string {
    const { value, ref } = follow(this.document, schema);
    if (!isObject(value)) return ref ? refName(ref) : "any";
    const named = (type: string) => (ref ? `${type} · ${refName(ref)}` : type);
    const schemaValue = this.merged(value, trail);
    const types = typesOf(schemaValue);
    if (types.includes("array")) {
      const others = types.filter((type) => type !== "array");
      const items = schemaValue.items === undefined ? "any" : this.label(schemaValue.items, trail);
      return named([`array of ${items}`, ...others].join(" | "));
    }
    for (const key of ["oneOf", "anyOf"] as const) {
      if (Array.isArray(schemaValue[key]) && types.length === 0) return named(key === "oneOf" ? "one of" : "any of");
    }
    const format = typeof schemaValue.format === "string" ? ` (${schemaValue.format})` : "";
    const type = types.length > 0 ? types.join(" | ") : isObject(schemaValue.properties) ? "object" : "any";
    return named(type + format);
  }

  /** One line for a field, and what it holds nested under it. */
  private field(schema: unknown, field: Field, trail: readonly string[], depth: number): void {
    const indent = "  ".repeat(depth);
    const { value, refs } = follow(this.document, schema);
    const isCycle = refs.some((ref) => trail.includes(ref));
    const label = this.label(schema, trail);
    // A choice is named by its schema's name already.
    const suffix = field.name === undefined ? undefined : ` · ${field.name}`;
    const parts = [
      ...(field.name !== undefined ? [inlineCode(field.name)] : []),
      suffix !== undefined && label.endsWith(suffix) ? label.slice(0, -suffix.length) : label,
      ...(field.required ? ["required"] : []),
    ];
    const schemaValue = isObject(value) ? this.merged(value, [...trail, ...refs]) : {};
    const facts = isCycle ? [] : fieldFacts(schemaValue);
    const description = isCycle
      ? `the same ${refName(refs.at(-1)!)} as above, nested`
      : describedBy(schemaValue.description);
    let line = `${indent}- ${parts.join(" · ")}`;
    if (description !== undefined) line += ` — ${continued(description, indent)}`;
    // A backslash ends the line, so that the facts go under the description rather than after it.
    this.lines.push(facts.length > 0 ? `${line}\\` : line);
    if (facts.length > 0) this.lines.push(`${indent}  ${facts.join(" · ")}`);
    if (isCycle) return;
    if (depth + 1 >= MAX_DEPTH) {
      if (this.hasMembers(schemaValue)) this.lines.push(`${indent}  - …`);
      return;
    }
    this.members(schemaValue, [...trail, ...refs], depth + 1);
  }

  /** What a schema holds: its properties, the choices among its variants, an array's item's members. */
  private members(schema: Json, trail: readonly string[], depth: number): void {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        this.field(property, { name, required: required.has(name) }, trail, depth);
      }
    }
    if (isObject(schema.additionalProperties)) {
      this.field(schema.additionalProperties, { name: "{key}" }, trail, depth);
    }
    for (const key of ["oneOf", "anyOf"] as const) {
      const variants = schema[key];
      if (Array.isArray(variants)) this.choices(variants, key, trail, depth);
    }
    if (typesOf(schema).includes("array") && schema.items !== undefined) {
      const { value, refs } = follow(this.document, schema.items);
      if (refs.some((ref) => trail.includes(ref)) || !isObject(value)) return;
      this.members(this.merged(value, [...trail, ...refs]), [...trail, ...refs], depth);
    }
  }

  private choices(variants: readonly unknown[], key: "oneOf" | "anyOf", trail: readonly string[], depth: number): void {
    const indent = "  ".repeat(depth);
    this.lines.push(`${indent}- ${key === "oneOf" ? "One of" : "Any of"}:`);
    variants.forEach((variant, index) => {
      const { value, ref } = follow(this.document, variant);
      const title = isObject(value) && typeof value.title === "string" ? value.title : undefined;
      // A variant without a name of its own is known by its place.
      this.field(variant, { name: ref ? refName(ref) : (title ?? `Option ${index + 1}`) }, trail, depth + 1);
    });
  }

  private hasMembers(schema: Json): boolean {
    return (
      isObject(schema.properties) ||
      isObject(schema.additionalProperties) ||
      Array.isArray(schema.oneOf) ||
      Array.isArray(schema.anyOf) ||
      (typesOf(schema).includes("array") && isObject(schema.items))
    );
  }

  /** A schema with its `allOf` parts laid into it: properties and required fields of all, the rest of the first that has it. */
  private merged(schema: unknown, trail: readonly string[]): Json {
    if (!isObject(schema)) return {};
    if (!Array.isArray(schema.allOf)) return schema;
    const { allOf, ...own } = schema;
    const result: Json = { ...own };
    const properties: Json = {};
    const required = new Set<unknown>(Array.isArray(own.required) ? own.required : []);
    for (const part of allOf as unknown[]) {
      const { value, refs } = follow(this.document, part);
      if (refs.some((ref) => trail.includes(ref)) || !isObject(value)) continue;
      const merged = this.merged(value, [...trail, ...refs]);
      Object.assign(properties, merged.properties);
      for (const name of Array.isArray(merged.required) ? merged.required : []) required.add(name);
      for (const [key, entry] of Object.entries(merged)) {
        if (key !== "properties" && key !== "required" && result[key] === undefined) result[key] = entry;
      }
    }
    Object.assign(properties, own.properties);
    if (Object.keys(properties).length > 0) result.properties = properties;
    if (required.size > 0) result.required = [...required];
    if (result.type === undefined && result.properties !== undefined) result.type = "object";
    return result;
  }
}

/** `type` as a list: OpenAPI 3.1 writes `["string", "null"]`, 3.0 writes `nullable: true`. */
function typesOf(schema: Json): string[] {
  const types = Array.isArray(schema.type)
    ? schema.type.filter((type): type is string => typeof type === "string")
    : typeof schema.type === "string"
      ? [schema.type]
      : [];
  if (schema.nullable === true && !types.includes("null")) types.push("null");
  return types;
}

/** The short facts shown under a field: allowed values, default, example, and marks such as deprecated. */
function fieldFacts(schema: Json): string[] {
  const facts: string[] = [];
  if (Array.isArray(schema.enum)) facts.push(`Allowed: ${schema.enum.map(valueCode).join(", ")}`);
  if (schema.const !== undefined) facts.push(`Always ${valueCode(schema.const)}`);
  if (schema.default !== undefined) facts.push(`Default: ${valueCode(schema.default)}`);
  const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (example !== undefined && !isObject(example) && !Array.isArray(example))
    facts.push(`Example: ${valueCode(example)}`);
  for (const [key, text] of [
    ["deprecated", "Deprecated"],
    ["readOnly", "Read-only"],
    ["writeOnly", "Write-only"],
  ] as const) {
    if (schema[key] === true) facts.push(text);
  }
  return facts;
}
