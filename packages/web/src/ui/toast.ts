// The imperative toast API: callable from anywhere (the HTTP client uses it outside React).
// Timers live here rather than in the components so that toasts expire even before a
// <Toaster /> is mounted, and so that the store only holds what is rendered.
import { TOAST_DURATION_MS } from "@rxdocs/contract";
import { type PausableTimer, startPausableTimer } from "./pausableTimer";
import { type ToastEntry, type ToastKind, toastStore } from "./toastStore";
import { nextZIndex } from "./zIndex";

export interface ToastOptions {
  kind: ToastKind;
  message: string;
  /** How long the toast stays, in milliseconds; TOAST_DURATION_MS unless given. */
  duration?: number;
}

/** Length of the leave transition; keep in step with `.rx-toast--leaving` in toast.css. */
export const TOAST_LEAVE_MS = 200;

const timers = new Map<number, PausableTimer & { duration: number }>();
let lastId = 0;

function show({ kind, message, duration = TOAST_DURATION_MS }: ToastOptions): number {
  const twin = toastStore.getState().toasts.find((t) => !t.leaving && t.kind === kind && t.message === message);
  if (twin) {
    // The same news twice (say, a failing request retried) extends the toast rather than stacking a copy.
    const timer = timers.get(twin.id);
    if (timer) {
      timer.duration = duration;
      timer.restart(duration);
    }
    return twin.id;
  }
  lastId += 1;
  const id = lastId;
  const entry: ToastEntry = { id, kind, message, zIndex: nextZIndex(), leaving: false };
  toastStore.setState((state) => ({ toasts: [entry, ...state.toasts] }));
  timers.set(id, { ...startPausableTimer(duration, () => dismiss(id)), duration });
  return id;
}

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (!timer) return; // already leaving, or never shown
  timer.cancel();
  timers.delete(id);
  toastStore.setState((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) }));
  setTimeout(() => {
    toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  }, TOAST_LEAVE_MS);
}

/**
 * Counts a toast's time from when it is on screen: one raised before the page could draw it (a
 * busy page, or the app not yet there) stays its whole duration all the same.
 */
export function toastShown(id: number): void {
  const timer = timers.get(id);
  timer?.restart(timer.duration);
}

/** Holds a toast's expiry while the reader is hovering or focusing it. */
export function pauseToast(id: number): void {
  timers.get(id)?.pause();
}

export function resumeToast(id: number): void {
  timers.get(id)?.resume();
}

type ShowKind = (message: string, options?: Pick<ToastOptions, "duration">) => number;

const showKind =
  (kind: ToastKind): ShowKind =>
  (message, options) =>
    show({ kind, message, ...options });

export const toast = {
  show,
  dismiss,
  error: showKind("error"),
  success: showKind("success"),
  warning: showKind("warning"),
  info: showKind("info"),
};
