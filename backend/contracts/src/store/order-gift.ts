import { z } from 'zod';

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
