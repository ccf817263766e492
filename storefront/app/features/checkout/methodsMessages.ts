import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../i18n/locale.ts';
import type { MethodsErrors, MethodsField } from './checkoutMethods.server.ts';

const messages = {
  shipper: {
    missing: msg`Choose a shipping method.`,
    unavailable: msg`This shipping method is no longer offered. Choose another one.`,
  },
  payment: {
    missing: msg`Choose a payment method.`,
    unavailable: msg`This payment cannot be used with the chosen shipping. Choose another one.`,
  },
  branch: {
    missing: msg`Choose a pick-up point.`,
    unavailable: msg`This pick-up point is not available. Choose another one.`,
  },
  slot: {
    missing: msg`Choose a delivery time.`,
    unavailable: msg`This delivery time is no longer offered. Choose another one.`,
  },
} as const;

/** The step's field error in the shopper's language (the action only says which and why). */
export function methodsErrorText(
  i18n: I18n,
  errors: MethodsErrors | undefined,
  field: MethodsField,
): string | null {
  const reason = errors?.[field];
  return reason ? i18n._(messages[field][reason]) : null;
}

/** `YYYY-MM-DD` as a weekday and date in the page's language ("pátek 4. prosince"). */
export function formatDeliveryDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** A slot's window ("8:00–12:00"), or "all day" for a slot without one. */
export function slotWindow(
  slot: { from: string | null; to: string | null },
  allDay: string,
): string {
  const time = (value: string) => value.replace(/^0(\d)/, '$1');
  return slot.from && slot.to ? `${time(slot.from)}–${time(slot.to)}` : allDay;
}
