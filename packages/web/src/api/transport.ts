// How a call travels, apart from where its secrets and slot are kept and how its errors are
// shown: the app's client (client.ts) and the article list's worker, which has neither
// localStorage nor toasts, send the same requests and read answers the same way.
import {
  ACCESS_HEADERS,
  API_BASE_PATH,
  type ApiEnvelope,
  FALLBACK_MESSAGES_EN,
  HTTP_TIMEOUT_MS,
  type ShareSecrets,
  SLOT_HEADERS,
} from "@rxdocs/contract";
import type { Slot } from "../slot/slotQuery";

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Code of a call the caller itself cancelled: not an error to report. */
export const ABORTED = -1;
/** Code of a call that never reached the server (no network, or it is down). */
export const TRANSPORT_FAILED = 0;

export interface RequestOptions {
  /** The hidden-route query, sent as the access headers. */
  secrets: ShareSecrets;
  /** The version and language the call is about, sent as the slot headers; the site's defaults without. */
  slot?: Slot;
  signal?: AbortSignal;
  /** Background loads ask for "low", so that what the reader is waiting for goes first. */
  priority?: RequestPriority;
  /** The tag of an answer the caller kept: the server answers 304 without a body if it still holds. */
  ifNoneMatch?: string;
}

/** POSTs `body` as JSON to the API, with the access and slot headers; a call that takes too long is cancelled. */
export function apiRequest(
  path: string,
  body: unknown,
  { secrets, slot = {}, signal, priority, ifNoneMatch }: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json", ...accessHeaders(secrets) };
  if (slot.version) headers[SLOT_HEADERS.version] = slot.version;
  if (slot.lang) headers[SLOT_HEADERS.lang] = slot.lang;
  if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  return fetch(`${API_BASE_PATH}/${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    priority,
  });
}

/** A share link's secrets as the access headers carry them. */
export function accessHeaders(secrets: ShareSecrets): Record<string, string> {
  return {
    ...(secrets.hash && { [ACCESS_HEADERS.hash]: secrets.hash }),
    ...(secrets.viewPathCode && { [ACCESS_HEADERS.viewPathCode]: secrets.viewPathCode }),
  };
}

/** The answer's data, unwrapped from its envelope; a body code other than 200 rejects. */
export async function readAnswer<T>(response: Response, signal?: AbortSignal): Promise<T> {
  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch (error) {
    // Cancelled while the answer was being read: not the server's fault.
    if (signal?.aborted) throw error;
    throw new ApiError(response.status, `The server answered ${response.status} ${response.statusText}`.trim());
  }
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.message);
  return envelope.data;
}

/** Any failure of a call, as the ApiError a reader is shown. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return new ApiError(TRANSPORT_FAILED, `timeout of ${HTTP_TIMEOUT_MS} ms exceeded`);
  }
  if (error instanceof DOMException && error.name === "AbortError") return new ApiError(ABORTED, "aborted");
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(
    TRANSPORT_FAILED,
    // Shown in the page's language by the toast (ui/ToastCard.tsx).
    message === "Failed to fetch" ? FALLBACK_MESSAGES_EN["error.network"] : message,
  );
}
