import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema, idParams, linkTokenSchema, successSchema } from './account-fields.ts';

/** A target price in minor units of the request currency (10 million CZK at most). */
export const maxWatchedPrice = 1_000_000_000;

/**
 * `POST /products/{id}/watchers` (spec §7): a price and stock watchdog, for guests too. Spec sends
 * only `{ email }`; then the back end watches stock when the product is out of stock and the price
 * when it is in stock. `priceBelow` (minor units of `x-currency`) implies a price watch that fires
 * only at or below it; without it any drop counts. Answers the same for a new and a repeated
 * subscription (no enumeration of who watches what).
 */
export const watchProductBody = z
  .strictObject({
    email: emailSchema,
    watchStock: z.boolean().optional(),
    watchPrice: z.boolean().optional(),
    priceBelow: z.number().int().min(1).max(maxWatchedPrice).optional(),
  })
  .refine((body) => body.watchStock !== false || body.watchPrice !== false, {
    message: 'Choose the stock, the price or both',
    path: ['watchStock'],
  })
  .refine((body) => body.priceBelow === undefined || body.watchPrice !== false, {
    message: 'A target price needs the price watch',
    path: ['priceBelow'],
  });
export type WatchProductBody = z.output<typeof watchProductBody>;

/** The link in every watchdog e-mail carries this token (≥ 128 random bits, stored hashed). */
export const unwatchProductBody = z.strictObject({ token: linkTokenSchema });
export type UnwatchProductBody = z.output<typeof unwatchProductBody>;

/** `{ data: { success: true } }`: nothing about the address is revealed. */
export const watchProductResponse = successSchema;

export const productWatchersEndpoints = {
  watchProduct: defineEndpoint({
    name: 'watchProduct',
    server: 'store',
    method: 'POST',
    path: '/api/v1/products/{id}/watchers',
    summary:
      "Watches a product's stock and/or price for an e-mail address (guest or signed in); mails a confirmation with an unsubscribe link; a repeat answers the same.",
    params: idParams,
    body: watchProductBody,
    response: watchProductResponse,
    errors: [
      'validation_failed',
      'not_found',
      'rate_limited',
      'unknown_locale',
      'unknown_currency',
    ],
  }),
  unwatchProduct: defineEndpoint({
    name: 'unwatchProduct',
    server: 'store',
    method: 'POST',
    path: '/api/v1/product-watchers/unsubscribe',
    summary:
      'Stops the watchdog whose e-mailed link carries the token; answers the same when it was stopped already.',
    body: unwatchProductBody,
    response: successSchema,
    errors: ['validation_failed', 'rate_limited', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
