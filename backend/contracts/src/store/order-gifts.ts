import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dataEnvelope } from '../common.ts';

/**
 * A product given free with an order from `price_from` (with tax, request currency minor units);
 * the cart drops a selected gift whose `price_from` exceeds its discount limit price (spec 4).
 */
export const orderGiftSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  /** File key of the product's main image. */
  image: z.string().nullable(),
  price_from: z.number().int().min(0),
  currencyCode: z.string().length(3),
  availability: z.object({ isAvailable: z.boolean() }),
});
export type OrderGift = z.infer<typeof orderGiftSchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const orderGiftsEndpoints = {
  orderGifts: defineEndpoint({
    name: 'orderGifts',
    server: 'store',
    method: 'GET',
    path: '/api/v1/order-gifts',
    summary:
      'Gifts offered with an order from a value (`price_from`, request currency), cheapest threshold first.',
    response: dataEnvelope(z.array(orderGiftSchema)),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
} as const;
