// Slows down guessing: a client that presents too many invalid keys or view codes within
// a window gets 429 for the rest of it. Counts are per instance; a guesser spread over
// several instances still meets each instance's limit, and 256-bit keys leave nothing to guess.
import { TooManyInvalidLinksError } from "../http/errors.js";

export interface LimiterOptions {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LIMITER_OPTIONS: LimiterOptions = { maxFailures: 10, windowMs: 60_000 };

interface Window {
  startedAt: number;
  failures: number;
}

export class InvalidLinkLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: LimiterOptions = DEFAULT_LIMITER_OPTIONS) {}

  /** Throws 429 when the client has used up its failures in the current window. */
  assertAllowed(client: string, now = Date.now()): void {
    const window = this.activeWindow(client, now);
    if (window && window.failures >= this.options.maxFailures) {
      const retryAfterMs = window.startedAt + this.options.windowMs - now;
      throw TooManyInvalidLinksError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
  }

  recordFailure(client: string, now = Date.now()): void {
    const window = this.activeWindow(client, now) ?? { startedAt: now, failures: 0 };
    window.failures += 1;
    this.windows.set(client, window);
    if (this.windows.size > 10_000) this.forgetExpired(now);
  }

  private activeWindow(client: string, now: number): Window | undefined {
    const window = this.windows.get(client);
    if (window && now - window.startedAt < this.options.windowMs) return window;
    if (window) this.windows.delete(client);
    return undefined;
  }

  private forgetExpired(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.startedAt >= this.options.windowMs) this.windows.delete(client);
    }
  }
}
