import { TOAST_OFFSET_PX } from "@rxdocs/contract";
import { useCallback, useState } from "react";
import { createPortal } from "react-dom";
import { useStore } from "zustand";
import { stackTops } from "./stackTops";
import { ToastCard } from "./ToastCard";
import { toastStore } from "./toastStore";
import "./toast.css";

/** Space between two stacked toasts. */
export const TOAST_GAP_PX = 12;

/** Renders the toasts raised through `toast`; mount it once near the root of the app. */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(new Map());

  const recordHeight = useCallback((id: number, height: number | null) => {
    setHeights((known) => {
      if ((known.get(id) ?? null) === height) return known;
      const next = new Map(known);
      if (height === null) next.delete(id);
      else next.set(id, height);
      return next;
    });
  }, []);

  if (toasts.length === 0) return null;
  const tops = stackTops(
    toasts.map((t) => heights.get(t.id) ?? 0),
    TOAST_OFFSET_PX,
    TOAST_GAP_PX,
  );
  return createPortal(
    toasts.map((t, index) => <ToastCard key={t.id} toast={t} top={tops[index] ?? 0} onMeasure={recordHeight} />),
    document.body,
  );
}
