// The list's worker gives way to the reader: a large site's list is seconds of work on a small
// machine (pages to read, parse, pack, hand over and keep), and a reader who types a search or
// opens an article meanwhile should not wait behind it. The page tells the worker when the
// reader acts (readerActivity); the worker starts its next step only once the reader has been
// quiet for a moment.

/** How long after the reader's last action the worker waits before its next step. */
export const QUIET_MS = 400;

export interface QuietGate {
  /** The reader acted: steps wait until QUIET_MS after this. */
  acted(): void;
  /** Resolves at once while the reader is quiet, otherwise once they have been quiet for QUIET_MS. */
  quiet(): Promise<void>;
}

export function quietGate(now: () => number = () => performance.now()): QuietGate {
  let lastAction = -Infinity;
  const quiet = async (): Promise<void> => {
    for (let wait = lastAction + QUIET_MS - now(); wait > 0; wait = lastAction + QUIET_MS - now()) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  return { acted: () => void (lastAction = now()), quiet };
}

/** What counts as the reader acting: a key, a press, a tap. */
const ACTIONS = ["keydown", "pointerdown", "input"] as const;

/** Calls `tell` when the reader acts, at most once per tenth of QUIET_MS; returns what stops it. */
export function readerActivity(tell: () => void): () => void {
  let toldAt = -Infinity;
  const onAction = () => {
    const now = performance.now();
    if (now - toldAt < QUIET_MS / 10) return;
    toldAt = now;
    tell();
  };
  for (const action of ACTIONS) document.addEventListener(action, onAction, { capture: true, passive: true });
  return () => ACTIONS.forEach((action) => document.removeEventListener(action, onAction, { capture: true }));
}
