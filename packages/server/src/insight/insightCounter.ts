// Counts what readers do in memory and adds it to the database every second, so that counting
// costs a reader's request no write; counts that could not be written wait for the next second.
// Once an hour the counts and answers older than the site keeps them are removed.
import type { Storage } from "../storage/database.js";
import { addCounts, type CountKey, removeBefore } from "../storage/insightCounts.js";
import { firstDayOf } from "./days.js";

export const COUNT_FLUSH_MS = 1000;
const SWEEP_MS = 60 * 60 * 1000;
/** The first sweep waits a minute: a server that starts has better things to do first. */
const FIRST_SWEEP_MS = 60 * 1000;
/** Distinct counts held between two writes: a flood of made-up searches cannot grow the server. */
const MAX_PENDING = 10_000;

export class InsightCounter {
  private pending = new Map<string, [CountKey, number]>();
  private timer: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private firstSweep: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    /** How many days the site keeps, read when the old ones are removed. */
    private readonly retentionDays: () => Promise<number>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  count(key: CountKey): void {
    const id = JSON.stringify([key.day, key.kind, key.version, key.lang, key.subject, key.detail]);
    const held = this.pending.get(id);
    if (held) held[1] += 1;
    else if (this.pending.size < MAX_PENDING) this.pending.set(id, [key, 1]);
  }

  start(flushMs = COUNT_FLUSH_MS): void {
    this.timer ??= setInterval(() => void this.flush(), flushMs);
    this.firstSweep ??= setTimeout(() => void this.sweep(), FIRST_SWEEP_MS);
    this.sweeper ??= setInterval(() => void this.sweep(), SWEEP_MS);
    // Counting must never keep a process alive that has nothing else to do.
    for (const timer of [this.timer, this.firstSweep, this.sweeper]) timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.firstSweep);
    clearInterval(this.sweeper);
    this.timer = this.firstSweep = this.sweeper = undefined;
    await this.flush();
  }

  /** Adds what was counted to the database; one write at a time. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** Removes what is older than the site keeps. */
  async sweep(now = new Date()): Promise<void> {
    try {
      const firstKept = firstDayOf(await this.retentionDays(), now);
      await this.storage.withoutWaiting((db) => removeBefore(db, firstKept));
    } catch (error) {
      this.onError(error);
    }
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.storage.withoutWaiting((db) => addCounts(db, [...batch.values()]));
    } catch (error) {
      // None of the batch was stored: it is added to what came meanwhile.
      for (const [id, [key, count]] of batch) {
        const later = this.pending.get(id);
        if (later) later[1] += count;
        else this.pending.set(id, [key, count]);
      }
      this.onError(error);
    }
  }
}
