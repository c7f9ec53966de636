// zod schemas as the JSON Schemas of an OpenAPI 3.1 document (draft 2020-12), by zod's own
// conversion: named ones as components that refer to each other by name, others inline.
import { z } from "zod";

export type Json = Record<string, unknown>;

export const schemaRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/**
 * Converts named schemas into components/schemas in one pass, so that they refer to each other
 * by name. Requests are described as they are sent (`input`), answers as they are sent back.
 */
export function componentSchemas(named: Record<string, z.ZodType>, io: "input" | "output"): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    uri: (id) => schemaRef(id).$ref,
  });
  // Unnamed schemas that refer to themselves would land in a shared file no reference resolves.
  if ("__shared" in schemas) throw new Error("a recursive schema needs a name among the components");
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema)]));
}

/** Component schemas by name; a name given twice would silently hide one of them. */
export function namedOnce(entries: [string, z.ZodType][]): Record<string, z.ZodType> {
  const named: Record<string, z.ZodType> = {};
  for (const [id, schema] of entries) {
    if (id in named) throw new Error(`two component schemas are named ${id}`);
    named[id] = schema;
  }
  return named;
}

/**
 * The dialect is named once, as jsonSchemaDialect; an `$id` made of a fragment (`#/components/…`)
 * is not a valid `$id` in draft 2020-12, and the component's place names it anyway.
 */
function withoutDialect(schema: Json): Json {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/** A schema with no references, and its description, which a parameter or header carries itself. */
export function describedSchema(schema: z.ZodType): { description?: string; schema: Json } {
  const { description, ...rest } = withoutDialect(z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" }));
  return { ...(typeof description === "string" ? { description } : {}), schema: rest };
}
