// What a refusal must look like, whatever was sent: a 4xx in the API's envelope, with the same
// number as `code`, and a message a person can act on; never a 5xx.
import { expect } from "vitest";
import type { RawResponse } from "./rawHttp.js";

/** Longer than this, a message no longer tells anyone what to fix (it is echoing the input). */
export const MAX_MESSAGE_LENGTH = 1000;

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/**
 * The answer's envelope, after checking that it is a 2xx or 3xx, or a clear 4xx. An answer to
 * HEAD has no body: its status and type are all there is to check.
 */
export function expectClearAnswer(answer: RawResponse, request: string, method = "POST"): Envelope | undefined {
  const context = `${request} → ${answer.status} ${answer.body.subarray(0, 300).toString("utf8")}`;
  expect(answer.status, context).toBeGreaterThanOrEqual(200);
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status < 400) return undefined;
  expect(answer.headers.get("content-type"), context).toMatch(/^application\/json/);
  if (method === "HEAD") return undefined;
  const envelope = JSON.parse(answer.body.toString("utf8")) as Envelope;
  expect(envelope, context).toEqual({ code: answer.status, message: expect.any(String), data: null });
  expectClearMessage(envelope.message, context);
  return envelope;
}

export function expectClearMessage(message: string, context: string): void {
  expect(message.trim(), context).not.toBe("");
  expect(message.length, context).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  // One line, so that logs and terminals show it whole and nothing can pass for a second line.
  expect(message, context).not.toMatch(/[\r\n\u2028\u2029]/);
}
