export { Toaster } from './Toaster.tsx';
export type { ToasterProps } from './Toaster.tsx';
export { getBrowserToastStore, toast } from './toast.ts';
export { createToastStore, toastVariants } from './toastStore.ts';
export type {
  ToastInput,
  ToastItem,
  ToastOptions,
  ToastState,
  ToastStore,
  ToastStoreOptions,
  ToastVariant,
} from './toastStore.ts';
