// The one HTTP client: every call is a POST under /api with a JSON body; the answer's
// envelope is unwrapped, a body code other than 200 rejects, and request or transport
// errors show an error toast with their message. The stored hidden-route query goes with
// every call as headers, so that the server answers within what the reader's link opens, and
// so does the slot in force, so that it answers in the version and language the reader reads.
import { readHiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
import { noteAnswerSource } from "../offline/offlineStatus";
import { slotInForce } from "../slot/slotInForce";
import type { Slot } from "../slot/slotQuery";
import { toast } from "../ui/toast";
import { ABORTED, type ApiError, apiRequest, readAnswer, toApiError } from "./transport";

export { ABORTED, ApiError } from "./transport";

export interface CallOptions {
  /** Errors the caller presents itself (such as a page that is not found) show no toast; "all" for none at all. */
  quietCodes?: readonly number[] | "all";
  signal?: AbortSignal;
  /** Background loads ask for "low", so that what the reader is waiting for goes first. */
  priority?: RequestPriority;
  /** The version and language the call is about, when not the slot in force (a switch checks the page exists there). */
  slot?: Slot;
}

export async function post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const { signal, priority, slot = slotInForce() } = options;
  try {
    const response = await apiRequest(path, body, { secrets: readHiddenRouteQuery(), slot, signal, priority });
    noteAnswerSource(response);
    return await readAnswer<T>(response, signal);
  } catch (error) {
    throw reportCallError(error, options);
  }
}

/**
 * A failed call's error as an ApiError, shown in an error toast unless the call was cancelled
 * or the caller presents that code itself. For calls made elsewhere (the article list's worker).
 */
export function reportCallError(error: unknown, { quietCodes }: Pick<CallOptions, "quietCodes"> = {}): ApiError {
  const apiError = toApiError(error);
  const quiet = quietCodes === "all" || quietCodes?.includes(apiError.code);
  if (apiError.code !== ABORTED && !quiet) toast.error(apiError.message);
  return apiError;
}
