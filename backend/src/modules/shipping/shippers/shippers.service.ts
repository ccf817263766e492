import type { Shipper } from '@vitrina/contracts/store';
import { NotFoundError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';
import { shopDateTime } from '../delivery-times/calendar.ts';
import { scheduleFrom, type ShipperSchedule } from '../delivery-times/schedule.ts';
import { selectBlockedPayments, selectShipperById, selectShippers } from './shippers.repository.ts';

/** Shippers offered in the request currency; `now` decides the nearest delivery date. */
export async function listShippers(
  ctx: RequestContext,
  now: () => Date = () => new Date(),
): Promise<Shipper[]> {
  // Shop-wide dictionaries (the seed is their writer and forgets them); dates are computed per call.
  const [rows, blocked] = await Promise.all([
    cachedDictionary(
      ctx.db,
      `shippers|${ctx.currency}|${ctx.locale}|${ctx.fallbackLocale}`,
      async () => await selectShippers(ctx, ctx.currency),
    ),
    cachedDictionary(ctx.db, 'shipper-blocked-payments', async () => selectBlockedPayments(ctx.db)),
  ]);
  const since = shopDateTime(now());
  return rows.map(({ shipper, name, description, priceWithTax, priceWithoutTax, freeFrom }) => ({
    id: shipper.id,
    code: shipper.code,
    type: shipper.type,
    name,
    description,
    position: shipper.position,
    requiredAddress: shipper.requiredAddress,
    hasBranches: shipper.hasBranches,
    price: { withTax: priceWithTax, withoutTax: priceWithoutTax, currencyCode: ctx.currency },
    freeFrom,
    blockedPayments: blocked
      .filter((pair) => pair.shipperId === shipper.id)
      .map((pair) => pair.paymentId),
    delivery: {
      nearestDeliveryDate: scheduleFrom(shipper, since).days[0]?.date ?? since.date,
      leadDays: shipper.leadDays,
      cutoffHour: shipper.cutoffHour,
      hasTimeSlots: shipper.timeSlots.length > 0,
    },
  }));
}

/** For modules that take a shipper id from the caller: the shipper, or a 404 naming the field. */
export async function findShipperSchedule(
  ctx: RequestContext,
  id: number,
  field = 'shipperId',
): Promise<ShipperSchedule> {
  const shipper = await selectShipperById(ctx.db, id);
  if (!shipper) {
    throw new NotFoundError(`No shipper with id ${id}`, field);
  }
  const { type, hasBranches, leadDays, cutoffHour, timeSlots } = shipper;
  return { id, type, hasBranches, leadDays, cutoffHour, timeSlots };
}
