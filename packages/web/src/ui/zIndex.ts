import { BASE_Z_INDEX } from "@rxdocs/contract";

let lastZIndex = BASE_Z_INDEX - 1;

/** Layers (toasts, drawers, overlays) take the next z-index when they appear, so the newest is on top. */
export function nextZIndex(): number {
  lastZIndex += 1;
  return lastZIndex;
}
