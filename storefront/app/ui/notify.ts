import { toast, type ToastOptions } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { errorNoticeTitle, errorsOf } from './errorNotice.ts';

/** Spec §9: a notification helper shows for 3000 ms unless told otherwise. */
export const notifyDuration = 3000;

/** The texts of the spec §8 generic notice, in the shopper's language. */
export interface GenericErrorTexts {
  title: string;
  description: string;
}

const show =
  (variant: 'info' | 'success' | 'warning' | 'danger') =>
  (title: ReactNode, options?: ToastOptions) =>
    toast[variant](title, { duration: notifyDuration, ...options });

/**
 * The storefront's notifications (design-system toasts: at most 4 at once, top centre). Client
 * code only; on the server every call does nothing.
 */
export const notify = {
  info: show('info'),
  success: show('success'),
  warning: show('warning'),
  danger: show('danger'),
  /**
   * A failed call (spec §8): a danger notice with its first error, or the generic "Něco se
   * porouchalo" notice when the answer has none.
   */
  error(error: unknown, generic: GenericErrorTexts, options?: ToastOptions): string {
    const title = errorNoticeTitle(errorsOf(error));
    return title
      ? show('danger')(title, options)
      : show('danger')(generic.title, { description: generic.description, ...options });
  },
};
