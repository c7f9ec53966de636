export interface PausableTimer {
  pause(): void;
  resume(): void;
  /** Starts over with a new duration, staying paused if it was. */
  restart(durationMs: number): void;
  cancel(): void;
}

/** A timeout that can be held, for instance while the reader is hovering what would vanish. */
export function startPausableTimer(durationMs: number, onExpire: () => void): PausableTimer {
  let remainingMs = durationMs;
  let startedAt = 0;
  let paused = false;
  let handle: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    startedAt = Date.now();
    handle = setTimeout(onExpire, remainingMs);
  };
  const stop = () => clearTimeout(handle);

  run();
  return {
    pause() {
      if (paused) return;
      paused = true;
      stop();
      remainingMs -= Date.now() - startedAt;
    },
    resume() {
      if (!paused) return;
      paused = false;
      run();
    },
    restart(newDurationMs) {
      stop();
      remainingMs = newDurationMs;
      if (!paused) run();
    },
    cancel: stop,
  };
}
