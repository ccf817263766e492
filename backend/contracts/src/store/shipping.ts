import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dataEnvelope } from '../common.ts';

/** How a shipper delivers; PERSONAL is pick-up in the shop's own stores (spec section 3). */
export const shipperTypes = ['COURIER', 'POST', 'PICKUP_NETWORK', 'PERSONAL'] as const;
export type ShipperType = (typeof shipperTypes)[number];

/** What a customer pays for a shipper or payment, in the request currency's minor units. */
export const taxedPriceSchema = z.object({
  withTax: z.number().int().min(0),
  withoutTax: z.number().int().min(0),
  currencyCode: z.string().length(3),
});
export type TaxedPrice = z.infer<typeof taxedPriceSchema>;

export const shipperSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1),
  type: z.enum(shipperTypes),
  name: z.string().min(1),
  description: z.string(),
  position: z.number().int(),
  /** The customer must give a delivery address (false for pick-up shippers). */
  requiredAddress: z.boolean(),
  /** The customer chooses a branch (pick-up point or store) from GET /branches. */
  hasBranches: z.boolean(),
  price: taxedPriceSchema,
  /** Order value (with tax, minor units) from which this shipper is free; null when never free. */
  freeFrom: z.number().int().min(0).nullable(),
  /** Payment ids that cannot be combined with this shipper. */
  blockedPayments: z.array(z.number().int().positive()),
  delivery: z.object({
    /** Earliest delivery (or pick-up) date from now, `YYYY-MM-DD` in the shop's time zone. */
    nearestDeliveryDate: z.iso.date(),
    /** Working days between dispatch and delivery. */
    leadDays: z.number().int().min(0),
    /** Orders placed before this hour (shop time) are dispatched the same working day. */
    cutoffHour: z.number().int().min(0).max(24),
    /** The customer picks a delivery time slot (GET /delivery-times). */
    hasTimeSlots: z.boolean(),
  }),
});
export type Shipper = z.infer<typeof shipperSchema>;

export const paymentTypes = ['CARD_ONLINE', 'BANK_TRANSFER', 'CASH_ON_DELIVERY', 'CASH'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1),
  type: z.enum(paymentTypes),
  name: z.string().min(1),
  description: z.string(),
  position: z.number().int(),
  price: taxedPriceSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const shippingEndpoints = {
  shippers: defineEndpoint({
    name: 'shippers',
    server: 'store',
    method: 'GET',
    path: '/api/v1/shippers',
    summary:
      'Shippers with their price and free-shipping threshold in the request currency, blocked payments and nearest delivery date.',
    response: dataEnvelope(z.array(shipperSchema)),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
} as const;
