// A large import allocates far more than it keeps, and V8 lets its heap grow to several times
// what is live before it collects: left alone, a 20,000-page import peaks well over a gigabyte
// though it never holds much more than its pages. Collecting whenever the heap has grown by 30%
// since the last collection keeps the peak near what the import really holds (and, with less
// memory to walk, a 20,000-page import is no slower than with a looser ceiling).
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Below this, the heap is never collected on purpose: small imports pay nothing. */
const FLOOR_BYTES = 192 * 1024 * 1024;
const GROWTH = 1.3;

let collectGarbage: (() => void) | undefined;
let ceiling = FLOOR_BYTES;

/** Collects garbage when the heap has outgrown the ceiling; cheap to call often. */
export function keepHeapNearLive(): void {
  if (getHeapStatistics().used_heap_size < ceiling) return;
  collectGarbage ??= exposedGc();
  collectGarbage();
  ceiling = Math.max(FLOOR_BYTES, getHeapStatistics().used_heap_size * GROWTH);
}

/** V8's own full collection, as a new context sees it once the flag is set (and only that context). */
function exposedGc(): () => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  setFlagsFromString("--no-expose-gc");
  return gc;
}
