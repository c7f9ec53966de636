import { useEffect, useState } from "react";

/**
 * Whether something that opens and closes should be in the DOM: from the moment it opens until
 * `exitMs` after it closes, so that it can play its closing transition.
 */
export function useExitTransition(open: boolean, exitMs: number): boolean {
  const [exiting, setExiting] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setExiting(!open);
  }

  useEffect(() => {
    if (!exiting) return;
    const timeout = setTimeout(() => setExiting(false), exitMs);
    return () => clearTimeout(timeout);
  }, [exiting, exitMs]);

  return open || exiting;
}
