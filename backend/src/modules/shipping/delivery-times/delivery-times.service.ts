import type { DeliveryTimes } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { findShipperSchedule } from '../shippers/shippers.service.ts';
import { parseSince, scheduleFrom } from './schedule.ts';

export async function getDeliveryTimes(
  ctx: RequestContext,
  query: { shipperId: number; since?: string },
  now: () => Date = () => new Date(),
): Promise<DeliveryTimes> {
  const schedule = await findShipperSchedule(ctx, query.shipperId);
  return scheduleFrom(schedule, parseSince(query.since, now));
}

/** For the cart: whether `id` is one of the slots offered for the shipper from `since`. */
export async function isDeliveryTimeOffered(
  ctx: RequestContext,
  shipperId: number,
  id: string,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  const times = await getDeliveryTimes(ctx, { shipperId }, now);
  return times.days.some((day) => day.slots.some((slot) => slot.id === id));
}
