import type { ApiEnvelope } from "@rxdocs/contract";
import { oneLine } from "../oneLine.js";

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: 200, message: "ok", data };
}

/** Messages may quote the request (a key name, a path): they leave as one line of bounded length. */
export function failure(code: number, message: string): ApiEnvelope<null> {
  return { code, message: oneLine(message), data: null };
}
