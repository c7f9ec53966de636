import type { ApiEnvelope } from "@rxdocs/contract";

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: 200, message: "ok", data };
}

export function failure(code: number, message: string): ApiEnvelope<null> {
  return { code, message, data: null };
}
