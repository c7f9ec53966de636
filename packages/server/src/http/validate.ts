import { describeIssues } from "@rxdocs/contract";
import type { z } from "zod";
import { BadRequestError } from "./errors.js";

/** Parses a request body with the call's schema; bad input becomes a 400 naming each field. */
export function validate<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw BadRequestError(describeIssues(result.error));
  return result.data;
}
