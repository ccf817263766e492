import type { Shipper } from '@vitrina/contracts/store';

/** The shop's calendar; the back end's delivery dates are days in this zone (decision 009). */
export const shopTimeZone = 'Europe/Prague';

/** How a day is worded: "today", "tomorrow", or a weekday with its date (spec §9). */
export type DeliveryDay =
  | { kind: 'today' | 'tomorrow'; date: string }
  | { kind: 'date'; date: string; weekday: number; day: number; month: number };

export interface DeliveryEstimate {
  /** The fastest shipper that brings it home (never a pick-up one, spec §4). */
  delivery: DeliveryDay | null;
  /** Pick-up in the shop's own stores (a PERSONAL shipper), worded apart. */
  pickup: DeliveryDay | null;
}

/** Today's date (`YYYY-MM-DD`) in the shop's time zone. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: shopTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The day a shipper's nearest date becomes once pushed by the variant's `delayDays` (calendar
 * days: the back end already counts working days to the nearest date), worded against today.
 */
export function deliveryDay(nearestDate: string, delayDays: number, today: string): DeliveryDay {
  const date = addDays(nearestDate, Math.max(0, Math.floor(delayDays)));
  if (date <= today) return { kind: 'today', date: today };
  if (date === addDays(today, 1)) return { kind: 'tomorrow', date };
  const day = new Date(`${date}T00:00:00Z`);
  return {
    kind: 'date',
    date,
    weekday: day.getUTCDay(),
    day: day.getUTCDate(),
    month: day.getUTCMonth() + 1,
  };
}

function earliest(shippers: readonly Shipper[]): Shipper | undefined {
  return shippers.reduce<Shipper | undefined>(
    (best, shipper) =>
      !best || shipper.delivery.nearestDeliveryDate < best.delivery.nearestDeliveryDate
        ? shipper
        : best,
    undefined,
  );
}

/** Delivery and pick-up days of an orderable variant; nothing for one that cannot be ordered. */
export function deliveryEstimate(
  shippers: readonly Shipper[],
  variant: { isAvailable: boolean; delayDays: number },
  today: string,
): DeliveryEstimate {
  if (!variant.isAvailable) return { delivery: null, pickup: null };
  const fastest = earliest(shippers.filter((shipper) => shipper.type !== 'PERSONAL'));
  const pickup = earliest(shippers.filter((shipper) => shipper.type === 'PERSONAL'));
  const word = (shipper: Shipper | undefined) =>
    shipper ? deliveryDay(shipper.delivery.nearestDeliveryDate, variant.delayDays, today) : null;
  return { delivery: word(fastest), pickup: word(pickup) };
}
