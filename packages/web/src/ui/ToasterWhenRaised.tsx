import { lazy, Suspense } from "react";
import { useStore } from "zustand";
import { toastStore } from "./toastStore";

// The toasts' code loads with the first toast: most visits raise none. Should it fail to load (the
// network gone before the service worker kept it), toasts go unshown rather than take the page down.
const Toaster = lazy(() =>
  import("./Toaster").then(
    ({ Toaster }) => ({ default: Toaster }),
    () => ({ default: NoToasts }),
  ),
);

function NoToasts() {
  return null;
}

/** Mounts the Toaster once a toast is raised; a toast's time runs from when it is drawn. */
export function ToasterWhenRaised() {
  const raised = useStore(toastStore, (state) => state.toasts.length > 0);
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
