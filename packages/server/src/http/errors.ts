// Named errors that handlers throw; the error handler turns them into the API envelope
// with the same number as HTTP status and as `code`.
import { INVALID_ACCESS_LINK_MESSAGE, NOT_FOUND_MESSAGE } from "@rxdocs/contract";

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const BadRequestError = (message: string) => new ApiError(400, message);

export const InvalidAccessLinkError = () => new ApiError(403, INVALID_ACCESS_LINK_MESSAGE);

export const NotFoundError = (message: string = NOT_FOUND_MESSAGE) => new ApiError(404, message);

/** 429 for a client that sent too many of `what` within a window (http/clientLimiter.ts). */
export const TooManyRequestsError = (what: string) => (retryAfterSeconds: number) =>
  new ApiError(429, `Too many ${what} from this address; try again in ${retryAfterSeconds} s`, {
    "retry-after": String(retryAfterSeconds),
  });

export const TooManyInvalidLinksError = TooManyRequestsError("invalid access links");

/** The database could not be reached (PostgreSQL down or restarting); the same request may work shortly. */
export const DatabaseUnavailableError = () =>
  new ApiError(503, "The site's database cannot be reached right now; try again in a few seconds", {
    "retry-after": "5",
  });
