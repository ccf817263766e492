import { useLingui } from '@lingui/react/macro';
import type { Order } from '@vitrina/contracts/store';
import type { BadgeVariant } from '@vitrina/design-system';

/** Texts of an order's states (spec §3 Order), in the page's language. */
export function useOrderLabels() {
  const { t } = useLingui();
  const status: Record<Order['status'], string> = {
    new: t`New`,
    processing: t`Being processed`,
    shipped: t`Shipped`,
    delivered: t`Delivered`,
    cancelled: t`Cancelled`,
  };
  const payment: Record<Order['paymentStatus'], string> = {
    not_required: t`No online payment`,
    pending: t`Waiting for payment`,
    paid: t`Paid`,
    failed: t`Payment failed`,
    cancelled: t`Payment cancelled`,
  };
  return { status, payment };
}

/** The state badge's tone: settled states plain, open ones highlighted. */
export function statusTone(status: Order['status']): BadgeVariant {
  return status === 'cancelled' || status === 'delivered' ? 'neutral' : 'info';
}

/** Order dates in the shop's time zone, so server and browser render the same text. */
export function orderDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: 'Europe/Prague',
  }).format(new Date(iso));
}
