import { z } from 'zod';
import { dataEnvelope } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { ErrorCode } from '../errors.ts';
import { idParams } from './account-fields.ts';
import {
  addCartItemBody,
  addCartItemResponse,
  addCartItemsBody,
  addCartItemsResponse,
  cartItemParams,
  cartResponse,
  updateCartItemBody,
  validateCartResponse,
} from './cart.ts';
import { paymentSchema, shipperSchema } from './shipping.ts';

/** `POST /cart/coupon`: the code as the shopper typed it (compared upper-cased, trimmed). */
export const applyCouponBody = z.strictObject({
  couponCode: z
    .string()
    .trim()
    .min(1, { message: 'Enter a code' })
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'The code is not valid' })
    .toUpperCase(),
});

/** `POST /cart/credits`: loyalty credits to spend (minor units); 0 spends none. */
export const cartCreditsBody = z.strictObject({
  credits: z.number().int().min(0).max(1_000_000_000),
});

/** `POST /cart/gifts`: an order gift (GET /order-gifts) the cart's value reaches. */
export const cartGiftBody = z.strictObject({ id: z.number().int().positive().max(2_147_483_647) });

/** `GET /cart/payments?shipperId=`: without it every payment; with it the unblocked ones. */
export const cartPaymentsQuery = z.strictObject({
  shipperId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * A guest sends its cart token (`x-cart-token`), a signed-in shopper `Authorization: Bearer`; an
 * unknown or foreign token simply finds no cart (an empty one answers), never someone else's.
 */
const cartErrors = [
  'validation_failed',
  'unauthorized',
  'unknown_locale',
  'unknown_currency',
] as const satisfies readonly ErrorCode[];
const itemErrors = [...cartErrors, 'not_found', 'conflict'] as const;

const cartCall = { server: 'store', auth: 'optional' } as const;

/** The cart calls of spec §7; placing an order is in orders.ts. */
export const cartEndpoints = {
  cart: defineEndpoint({
    ...cartCall,
    name: 'cart',
    method: 'GET',
    path: '/api/v1/cart',
    summary:
      "The shopper's cart with totals computed by the server (an empty one when there is none).",
    response: cartResponse,
    errors: [...cartErrors],
  }),
  clearCart: defineEndpoint({
    ...cartCall,
    name: 'clearCart',
    method: 'DELETE',
    path: '/api/v1/cart/items',
    summary: 'Removes every item, the coupon, the credits and the chosen gifts.',
    response: cartResponse,
    errors: [...cartErrors],
  }),
  addCartItem: defineEndpoint({
    ...cartCall,
    name: 'addCartItem',
    method: 'POST',
    path: '/api/v1/cart/items',
    summary:
      'Adds a product (its default variant) or a variant; creates a guest cart and answers its token in `meta.custom` when there was none.',
    body: addCartItemBody,
    response: addCartItemResponse,
    errors: [...itemErrors],
  }),
  addCartItems: defineEndpoint({
    ...cartCall,
    name: 'addCartItems',
    method: 'POST',
    path: '/api/v1/cart/items/batch',
    summary: 'Adds up to 100 lines (order import); each line that fails is named in `errors`.',
    body: addCartItemsBody,
    response: addCartItemsResponse,
    errors: [...itemErrors],
  }),
  updateCartItem: defineEndpoint({
    ...cartCall,
    name: 'updateCartItem',
    method: 'PATCH',
    path: '/api/v1/cart/items/{id}',
    summary: 'Sets the amount of a line (checked against stock).',
    params: cartItemParams,
    body: updateCartItemBody,
    response: cartResponse,
    errors: [...itemErrors],
  }),
  removeCartItem: defineEndpoint({
    ...cartCall,
    name: 'removeCartItem',
    method: 'DELETE',
    path: '/api/v1/cart/items/{id}',
    summary: 'Removes a line and the lines nested under it.',
    params: cartItemParams,
    response: cartResponse,
    errors: [...itemErrors],
  }),
  cartShippers: defineEndpoint({
    ...cartCall,
    name: 'cartShippers',
    method: 'GET',
    path: '/api/v1/cart/shippers',
    summary:
      "Shippers priced for this cart (free from the shipper's threshold or with a free-shipping coupon), nearest delivery date pushed by the items' delay days.",
    response: dataEnvelope(z.array(shipperSchema)),
    errors: [...cartErrors],
  }),
  cartPayments: defineEndpoint({
    ...cartCall,
    name: 'cartPayments',
    method: 'GET',
    path: '/api/v1/cart/payments',
    summary: 'Payments for this cart; with `shipperId`, those the shipper blocks are left out.',
    query: cartPaymentsQuery,
    response: dataEnvelope(z.array(paymentSchema)),
    errors: [...cartErrors, 'not_found'],
  }),
  applyCoupon: defineEndpoint({
    ...cartCall,
    name: 'applyCoupon',
    method: 'POST',
    path: '/api/v1/cart/coupon',
    summary:
      'Applies a promo code; an unknown, expired or used-up code, or a cart below its minimum, is a 400 on `couponCode`.',
    body: applyCouponBody,
    response: cartResponse,
    errors: [...cartErrors, 'not_found'],
  }),
  removeCoupon: defineEndpoint({
    ...cartCall,
    name: 'removeCoupon',
    method: 'DELETE',
    path: '/api/v1/cart/coupon',
    summary: 'Removes the promo code.',
    response: cartResponse,
    errors: [...cartErrors],
  }),
  setCartCredits: defineEndpoint({
    ...cartCall,
    name: 'setCartCredits',
    method: 'POST',
    path: '/api/v1/cart/credits',
    summary:
      'Loyalty credits to spend on this cart (signed-in shoppers; at most what they have). 0 spends none.',
    body: cartCreditsBody,
    response: cartResponse,
    errors: [...cartErrors, 'not_found'],
  }),
  validateCart: defineEndpoint({
    ...cartCall,
    name: 'validateCart',
    method: 'POST',
    path: '/api/v1/cart/validate',
    summary:
      'Removes lines whose product, variant or shoppable is gone (or no longer for sale) and says which.',
    response: validateCartResponse,
    errors: [...cartErrors],
  }),
  addCartGift: defineEndpoint({
    ...cartCall,
    name: 'addCartGift',
    method: 'POST',
    path: '/api/v1/cart/gifts',
    summary:
      'Picks an order gift; it must be available and its `price_from` within the discount limit price.',
    body: cartGiftBody,
    response: cartResponse,
    errors: [...itemErrors],
  }),
  removeCartGift: defineEndpoint({
    ...cartCall,
    name: 'removeCartGift',
    method: 'DELETE',
    path: '/api/v1/cart/gifts/{id}',
    summary: 'Unpicks an order gift.',
    params: idParams,
    response: cartResponse,
    errors: [...itemErrors],
  }),
} as const;
