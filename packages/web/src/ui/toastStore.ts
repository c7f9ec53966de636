import { createStore } from "zustand/vanilla";

export type ToastKind = "error" | "success" | "warning" | "info";

export interface ToastEntry {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  readonly zIndex: number;
  /** A dismissed toast stays for its leave transition before it is removed. */
  readonly leaving: boolean;
}

export interface ToastState {
  /** Newest first, the order they stack in from the top. */
  readonly toasts: readonly ToastEntry[];
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));
