// Counts the uses of access keys: every request a key unlocks is one use. The counts are kept
// in memory and added to the database every second, so that reading stays free of writes;
// a key that carries a use limit stops working once its uses reach it. With several servers
// on one database each adds its own counts and reads back the total, so a limited key may
// go over its limit by what the others served within the last second.
import type { FastifyRequest } from "fastify";
import type { Storage } from "../storage/database.js";
import { addKeyUses, type AccessKeyRow, keyUseCounts } from "../storage/accessKeys.js";

export const KEY_USE_FLUSH_MS = 1000;

interface PendingUses {
  count: number;
  lastUsedAt: string;
}

export class KeyUses {
  private readonly pending = new Map<string, PendingUses>();
  /** Uses taken out of `pending` by a write that has not stored them yet: they count all the same. */
  private readonly writing = new Map<string, number>();
  /** Each key's use count as last read back from the database, fresher than the catalog's. */
  private readonly stored = new Map<string, number>();
  /** Keys with a use limit that this server has seen used: their totals are read back every second. */
  private readonly limited = new Set<string>();
  /** A request that asks for several views (a file of several versions) uses its key once. */
  private readonly counted = new WeakSet<FastifyRequest>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts one use of `key` by `request`; false, and nothing counted, once the key's limit is reached. */
  use(request: FastifyRequest, key: AccessKeyRow, now = new Date()): boolean {
    if (this.counted.has(request)) return true;
    const pending = this.pending.get(key.id);
    const uses = (this.stored.get(key.id) ?? key.use_count) + (this.writing.get(key.id) ?? 0) + (pending?.count ?? 0);
    if (key.use_limit !== null) {
      this.limited.add(key.id);
      if (uses >= key.use_limit) return false;
    }
    this.counted.add(request);
    const lastUsedAt = now.toISOString();
    if (pending) {
      pending.count += 1;
      pending.lastUsedAt = lastUsedAt;
    } else {
      this.pending.set(key.id, { count: 1, lastUsedAt });
    }
    return true;
  }

  start(intervalMs = KEY_USE_FLUSH_MS): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    // Counting must never keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** Stops counting in the background, and writes what was counted so far. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Adds the counted uses to the database. Uses that could not be written are kept for the next time. */
  flush(): Promise<void> {
    // One write at a time: a slow one must not be overtaken by the next second's.
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0 && this.limited.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    for (const [id, uses] of batch) this.writing.set(id, uses.count);
    try {
      // An import holding SQLite's write lock must not stall the readers: the write gives way
      // at once and is tried again in a second.
      await this.storage.withoutWaiting(async (db) => {
        for (const [id, uses] of batch) {
          const total = await addKeyUses(db, id, uses.count, uses.lastUsedAt);
          if (total !== undefined) this.stored.set(id, total);
          this.writing.delete(id);
        }
        // What the other servers counted of a limited key, so that none goes on past its limit.
        const unwritten = [...this.limited].filter((id) => !batch.some(([written]) => written === id));
        for (const [id, total] of await keyUseCounts(db, unwritten)) this.stored.set(id, total);
      });
    } catch (error) {
      // The write is one transaction: none of the batch was stored.
      for (const [id, uses] of batch) {
        this.writing.delete(id);
        const later = this.pending.get(id);
        this.pending.set(id, {
          count: uses.count + (later?.count ?? 0),
          lastUsedAt: later?.lastUsedAt ?? uses.lastUsedAt,
        });
      }
      this.onError(error);
    }
  }
}
