// Bounds what one client may do within a window: a client that has done it `max` times gets a
// refusal (429) for the rest of the window. Counts are per instance and held in memory only.

export interface ClientLimits {
  max: number;
  windowMs: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Windows kept before the expired ones are swept: a flood from many addresses stays bounded. */
const SWEEP_AT = 10_000;

export class ClientLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: ClientLimits,
    /** The error for a client over its limit, given when it may try again. */
    private readonly refusal: (retryAfterSeconds: number) => Error,
  ) {}

  /** Throws the refusal when the client has used up the current window. */
  assertAllowed(client: string, now = Date.now()): void {
    const window = this.activeWindow(client, now);
    if (window && window.count >= this.limits.max) {
      const retryAfterMs = window.startedAt + this.limits.windowMs - now;
      throw this.refusal(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
  }

  /** Counts one more for the client, or throws the refusal when it has used up the window. */
  admit(client: string, now = Date.now()): void {
    this.assertAllowed(client, now);
    this.record(client, now);
  }

  record(client: string, now = Date.now()): void {
    const window = this.activeWindow(client, now) ?? { startedAt: now, count: 0 };
    window.count += 1;
    this.windows.set(client, window);
    if (this.windows.size > SWEEP_AT) this.forgetExpired(now);
  }

  private activeWindow(client: string, now: number): Window | undefined {
    const window = this.windows.get(client);
    if (window && now - window.startedAt < this.limits.windowMs) return window;
    if (window) this.windows.delete(client);
    return undefined;
  }

  private forgetExpired(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.startedAt >= this.limits.windowMs) this.windows.delete(client);
    }
  }
}
