import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { boundedDate, boundedDateTime, dataEnvelope } from '../common.ts';

/** A delivery window on one day; `from`/`to` (`HH:MM`) are null for an all-day delivery. */
export const deliverySlotSchema = z.object({
  /** What the cart sends back as `delivery_time_id`: `YYYY-MM-DD` plus the window, e.g. `2026-11-24@08:00-12:00`. */
  id: z.string().min(1),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

export const deliveryTimesSchema = z.object({
  shipperId: z.number().int().positive(),
  /** Day the order leaves the warehouse (or is ready in a store). */
  dispatchDate: z.iso.date(),
  days: z.array(z.object({ date: z.iso.date(), slots: z.array(deliverySlotSchema).min(1) })),
});
export type DeliveryTimes = z.infer<typeof deliveryTimesSchema>;

/**
 * `since`: a date (`2026-11-23`, start of that day in the shop's time zone) or an ISO date-time with
 * offset, within the shared date window; absent means now. The answer is a pure function of `since`
 * and the shipper.
 */
export const deliveryTimesQuery = z.object({
  shipperId: z.coerce.number().int().positive().max(2_147_483_647),
  since: z.union([boundedDate(), boundedDateTime()]).optional(),
});

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const deliveryTimesEndpoints = {
  deliveryTimes: defineEndpoint({
    name: 'deliveryTimes',
    server: 'store',
    method: 'GET',
    path: '/api/v1/delivery-times',
    summary:
      "A shipper's delivery days and time slots from `since`, over working days (weekends and Czech public holidays skipped).",
    query: deliveryTimesQuery,
    response: dataEnvelope(deliveryTimesSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
