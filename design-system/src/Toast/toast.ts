import type { ReactNode } from 'react';
import { createToastStore } from './toastStore.ts';
import type { ToastOptions, ToastStore, ToastVariant } from './toastStore.ts';

/**
 * The page-wide toast store. It exists only in the browser: on the server `getBrowserToastStore`
 * returns null and every `toast.*` call is a no-op, so no visitor's messages can be held in (or
 * leak through) a server-process singleton. Toasts are a reaction to something the visitor did in
 * the page; server-side outcomes travel in loader/action data and are toasted after hydration.
 */
let browserStore: ToastStore | null = null;

export function getBrowserToastStore(): ToastStore | null {
  if (typeof window === 'undefined') return null;
  browserStore ??= createToastStore();
  return browserStore;
}

function show(variant: ToastVariant, title: ReactNode, options?: ToastOptions): string {
  return getBrowserToastStore()?.add({ ...options, variant, title }) ?? '';
}

/**
 * Imperative API usable from anywhere in client code: `toast.success('Added to cart')`.
 * Returns the toast id ('' on the server, where nothing is queued).
 */
export const toast = {
  info: (title: ReactNode, options?: ToastOptions) => show('info', title, options),
  success: (title: ReactNode, options?: ToastOptions) => show('success', title, options),
  warning: (title: ReactNode, options?: ToastOptions) => show('warning', title, options),
  danger: (title: ReactNode, options?: ToastOptions) => show('danger', title, options),
  dismiss: (id: string) => getBrowserToastStore()?.dismiss(id),
  clear: () => getBrowserToastStore()?.clear(),
};
