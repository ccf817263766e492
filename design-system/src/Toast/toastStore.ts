import type { ReactNode } from 'react';
import { toastDefaults } from '../tokens/constants.ts';

export const toastVariants = ['info', 'success', 'warning', 'danger'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastOptions {
  /** Reusing an id replaces that toast instead of stacking a duplicate (e.g. "you are offline"). */
  id?: string;
  description?: ReactNode;
  /** Milliseconds before it closes itself; defaults to the store's (5000). */
  duration?: number;
}

export interface ToastInput extends ToastOptions {
  variant: ToastVariant;
  title: ReactNode;
}

export interface ToastItem {
  id: string;
  variant: ToastVariant;
  title: ReactNode;
  description?: ReactNode;
  duration: number;
}

export interface ToastState {
  /** Shown now, oldest first, at most `maxVisible`. */
  visible: readonly ToastItem[];
  /** Waiting for a visible toast to close. */
  queued: number;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastState;
  add(input: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
}

export interface ToastStoreOptions {
  maxVisible?: number;
  defaultDuration?: number;
}

export const emptyToastState: ToastState = { visible: [], queued: 0 };

/**
 * A tiny external store for `useSyncExternalStore`. Toasts beyond `maxVisible` wait in a queue and
 * appear as earlier ones close, so no message is dropped. Timers are not kept here: Radix Toast
 * closes each toast after its duration (pausing on hover and focus) and calls `dismiss`.
 */
export function createToastStore({
  maxVisible = toastDefaults.maxVisible,
  defaultDuration = toastDefaults.duration,
}: ToastStoreOptions = {}): ToastStore {
  let items: ToastItem[] = [];
  let state: ToastState = emptyToastState;
  let sequence = 0;
  const listeners = new Set<() => void>();

  function commit(next: ToastItem[]) {
    items = next;
    // A new snapshot object only on change, as useSyncExternalStore requires.
    state = { visible: items.slice(0, maxVisible), queued: Math.max(0, items.length - maxVisible) };
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    add({ id, variant, title, description, duration = defaultDuration }) {
      const toastId = id ?? `toast-${++sequence}`;
      const item: ToastItem = { id: toastId, variant, title, description, duration };
      const existing = items.findIndex((entry) => entry.id === toastId);
      commit(
        existing === -1
          ? [...items, item]
          : items.map((entry, index) => (index === existing ? item : entry)),
      );
      return toastId;
    },
    dismiss(id) {
      if (items.some((entry) => entry.id === id)) {
        commit(items.filter((entry) => entry.id !== id));
      }
    },
    clear() {
      if (items.length > 0) commit([]);
    },
  };
}
