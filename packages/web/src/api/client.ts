// The one HTTP client: every call is a POST under /api with a JSON body; the answer's
// envelope is unwrapped, a body code other than 200 rejects, and request or transport
// errors show an error toast with their message. The stored hidden-route query goes with
// every call as headers, so that the server answers within what the reader's link opens.
import { ACCESS_HEADERS, API_BASE_PATH, type ApiEnvelope, HTTP_TIMEOUT_MS } from "@rxdocs/contract";
import { readHiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
import { toast } from "../ui/toast";

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface CallOptions {
  /** Errors the caller presents itself (such as a page that is not found) show no toast; "all" for none at all. */
  quietCodes?: readonly number[] | "all";
  signal?: AbortSignal;
  /** Background loads ask for "low", so that what the reader is waiting for goes first. */
  priority?: RequestPriority;
}

export async function post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  try {
    return await send<T>(path, body, options);
  } catch (error) {
    const apiError = toApiError(error);
    const quiet = options.quietCodes === "all" || options.quietCodes?.includes(apiError.code);
    if (apiError.code !== ABORTED && !quiet) toast.error(apiError.message);
    throw apiError;
  }
}

/** Code of a call the caller itself cancelled: not an error to report. */
export const ABORTED = -1;
const TRANSPORT_FAILED = 0;

async function send<T>(path: string, body: unknown, { signal, priority }: CallOptions): Promise<T> {
  const { hash, viewPathCode } = readHiddenRouteQuery();
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (hash) headers[ACCESS_HEADERS.hash] = hash;
  if (viewPathCode) headers[ACCESS_HEADERS.viewPathCode] = viewPathCode;

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const response = await fetch(`${API_BASE_PATH}/${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    priority,
  });
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

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return new ApiError(TRANSPORT_FAILED, `timeout of ${HTTP_TIMEOUT_MS} ms exceeded`);
  }
  if (error instanceof DOMException && error.name === "AbortError") return new ApiError(ABORTED, "aborted");
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(
    TRANSPORT_FAILED,
    message === "Failed to fetch" ? "Network error: the server cannot be reached" : message,
  );
}
