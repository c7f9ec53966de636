// Slows down guessing: a client that presents too many invalid keys or view codes within
// a window gets 429 for the rest of it. Counts are per instance; a guesser spread over
// several instances still meets each instance's limit, and 256-bit keys leave nothing to guess.
import { ClientLimiter } from "../http/clientLimiter.js";
import { TooManyInvalidLinksError } from "../http/errors.js";

export interface LimiterOptions {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LIMITER_OPTIONS: LimiterOptions = { maxFailures: 10, windowMs: 60_000 };

export class InvalidLinkLimiter extends ClientLimiter {
  constructor(options: LimiterOptions = DEFAULT_LIMITER_OPTIONS) {
    super({ max: options.maxFailures, windowMs: options.windowMs }, TooManyInvalidLinksError);
  }

  recordFailure(client: string, now = Date.now()): void {
    this.record(client, now);
  }
}
