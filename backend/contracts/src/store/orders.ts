import { z } from 'zod';
import { dataEnvelope, pagingQuery } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  idParams,
  emailSchema,
  newPasswordSchema,
  phoneSchema,
  plainText,
  requiredText,
  tinSchema,
  vatinSchema,
} from './account-fields.ts';
import { countryCodeSchema, isValidPostcode } from './addresses.ts';
import { customMapSchema } from './cart.ts';
import { paymentTypes, shipperTypes } from './shipping.ts';

const money = z.number().int();
const id = z.number().int().positive().max(2_147_483_647);

/** A postal address of the place payload and of an order (spec §3 Cart addresses). */
export const postalAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** The address as a caller sends it: the street already joined with its house number (spec §5). */
export const postalAddressInput = z
  .strictObject({
    street: requiredText(255),
    city: requiredText(255),
    postcode: requiredText(16),
    countryCode: countryCodeSchema,
  })
  .superRefine((value, context) => {
    if (!isValidPostcode(value.postcode, value.countryCode))
      context.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: 'The postcode is not valid',
      });
  });

/** Blank after trimming counts as not sent (spec §5 shipping business name and phone). */
const optionalText = (max: number) =>
  plainText(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The customer's full name from `name`, else first plus last name. */
export function fullNameOf(value: {
  name?: string;
  firstName?: string;
  lastName?: string;
}): string {
  return (value.name ?? `${value.firstName ?? ''} ${value.lastName ?? ''}`).trim();
}

/**
 * `POST /cart/place` with the payload of spec §7. Prices are not part of it: the back end computes
 * every amount from the cart. `order_gifts`, when sent, replaces the cart's chosen gifts.
 * Registration applies only when `password` and `password_confirmation` are both present and equal.
 */
export const placeOrderBody = z
  .strictObject({
    name: requiredText(200).optional(),
    firstName: plainText(100).optional(),
    lastName: plainText(100).optional(),
    email: emailSchema,
    phone: phoneSchema,
    billing_address: postalAddressInput,
    business: z
      .strictObject({
        business_name: requiredText(255),
        TIN: tinSchema,
        VATIN: vatinSchema.optional(),
      })
      .optional(),
    shipping: z
      .strictObject({
        name: optionalText(200),
        address: postalAddressInput.optional(),
        business_name: optionalText(255),
        phone: phoneSchema.optional().or(z.literal('').transform(() => undefined)),
      })
      .optional(),
    custom: customMapSchema.optional(),
    comment: plainText(2000).optional(),
    shipper_comment: plainText(2000).optional(),
    payment_id: id,
    shipper_id: id,
    branch_id: id.nullable().optional(),
    /** Spec §5: always sent as accepted. */
    terms: z.literal(true),
    cardRequest: z.boolean().optional(),
    order_gifts: z.array(id).max(10).optional(),
    newsletter: z.boolean().optional(),
    /** The two price-comparison consent flags (a review questionnaire, a conversion report). */
    price_comparison_consent: z.boolean().optional(),
    price_comparison_review_consent: z.boolean().optional(),
    magazine: z.boolean().optional(),
    phone_notification: z.boolean().optional(),
    /** A slot id from GET /delivery-times (`YYYY-MM-DD@HH:MM-HH:MM` or `YYYY-MM-DD@all-day`). */
    delivery_time_id: z.string().max(32).nullable().optional(),
    password: newPasswordSchema.optional(),
    password_confirmation: z.string().max(256).optional(),
    registration: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    // Spec §5 full_name: one field or first plus last name, at least two words either way.
    if (!/\S+\s+\S+/.test(fullNameOf(value)))
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'The full_name is not valid: first and last name',
      });
  });
export type PlaceOrderBody = z.output<typeof placeOrderBody>;

export const orderItemKinds = ['product', 'gift', 'discount', 'shipping', 'payment'] as const;

export const orderItemSchema = z.object({
  kind: z.enum(orderItemKinds),
  position: z.number().int(),
  parentPosition: z.number().int().nullable(),
  productId: id.nullable(),
  variantId: id.nullable(),
  code: z.string().nullable(),
  name: z.string(),
  amount: z.number().int().min(1),
  unitWithTax: money,
  unitWithoutTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
  vatRate: z.number().int().min(0),
});

export const orderStatuses = ['new', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const orderPaymentStatuses = [
  'not_required',
  'pending',
  'paid',
  'failed',
  'cancelled',
] as const;

/** A placed order as frozen at placement (spec §3 Order); reads the same after catalogue changes. */
export const orderSchema = z.object({
  id,
  code: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(orderPaymentStatuses),
  currencyCode: z.string().length(3),
  createdAt: z.iso.datetime({ offset: true }),
  items: z.array(orderItemSchema),
  customer: z.object({
    email: z.string(),
    name: z.string(),
    phone: z.string(),
    businessName: z.string().nullable(),
    tin: z.string().nullable(),
    vatin: z.string().nullable(),
  }),
  billingAddress: postalAddressSchema,
  shippingAddress: postalAddressSchema.extend({
    name: z.string(),
    businessName: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  shipper: z.object({ id, name: z.string(), type: z.enum(shipperTypes) }),
  payment: z.object({ id, name: z.string(), type: z.enum(paymentTypes) }),
  branchId: id.nullable(),
  deliveryDate: z.iso.date().nullable(),
  deliverySlot: z.string().nullable(),
  couponCode: z.string().nullable(),
  prices: z.object({
    itemsWithTax: money,
    itemsWithoutTax: money,
    shipperPriceWithTax: money,
    shipperPriceWithoutTax: money,
    paymentPriceWithTax: money,
    paymentPriceWithoutTax: money,
    discountWithTax: money,
    discountWithoutTax: money,
    creditsWithTax: money,
    totalWithTax: money,
    totalWithoutTax: money,
  }),
  attributes: z.object({ cartId: z.uuid(), priceComparisonConsent: z.boolean() }),
  comment: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * An online payment the shopper still has to make: send the browser to `redirectUrl` (the
 * gateway's hosted payment page). It comes back to the storefront's `/checkout/payment/callback`
 * (`/en/…` for English orders) with the signed result in the query (see `paymentCallbackBody`).
 */
export const onlinePaymentSchema = z.object({ redirectUrl: z.url() });
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

/**
 * The placed order and its link token (`GET /orders/token/{token}`). A retry of the same cart
 * answers the same order and the same token. `payment` is the online payment to make next (send
 * the shopper to its `redirectUrl`); null when the order is not paid online, is paid already, or
 * the gateway could not be reached (then `data.paymentStatus` stays `pending` and
 * `POST /orders/token/{token}/payment` tries again).
 */
export const placeOrderResponse = z.object({
  data: orderSchema,
  meta: z.object({
    token: z.string().min(22),
    registered: z.boolean(),
    payment: onlinePaymentSchema.nullable(),
  }),
});

export const orderTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, { message: 'Not an order link' }),
});
export const orderCodeParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9-]{1,16}$/, { message: 'Not an order number' }),
});

export const userOrdersQuery = pagingQuery(10, 100);

export const userOrdersResponse = z.object({
  data: z.array(orderSchema),
  meta: z.object({
    pagination: z.object({
      total: z.number().int().min(0),
      currentPage: z.number().int().min(1),
      perPage: z.number().int().min(1),
      totalPages: z.number().int().min(0),
    }),
  }),
});

const readErrors = [
  'validation_failed',
  'not_found',
  'unknown_locale',
  'unknown_currency',
] as const;
const userErrors = [...readErrors, 'unauthorized'] as const;
const orderResponse = dataEnvelope(orderSchema);

/** Placing and reading orders (spec §7); another shopper's order answers 404. */
export const ordersEndpoints = {
  placeOrder: defineEndpoint({
    name: 'placeOrder',
    server: 'store',
    method: 'POST',
    path: '/api/v1/cart/place',
    summary:
      'Places the cart as an order in one transaction (stock reserved, coupon, credits and gifts used once); exactly once per cart. Optionally registers the shopper.',
    body: placeOrderBody,
    response: placeOrderResponse,
    errors: [...userErrors, 'conflict'],
    auth: 'optional',
  }),
  orderByToken: defineEndpoint({
    name: 'orderByToken',
    server: 'store',
    method: 'GET',
    path: '/api/v1/orders/token/{token}',
    summary: "An order by the secret of its link (the confirmation page's and e-mail's).",
    params: orderTokenParams,
    response: orderResponse,
    errors: [...readErrors],
  }),
  userOrders: defineEndpoint({
    name: 'userOrders',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/orders',
    summary: "The signed-in shopper's orders, newest first, paged (`meta.pagination.total`).",
    query: userOrdersQuery,
    response: userOrdersResponse,
    errors: [...userErrors],
    auth: 'required',
  }),
  userOrderByCode: defineEndpoint({
    name: 'userOrderByCode',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/orders/code/{code}',
    summary: "One of the signed-in shopper's orders by its number.",
    params: orderCodeParams,
    response: orderResponse,
    errors: [...userErrors],
    auth: 'required',
  }),
  userOrder: defineEndpoint({
    name: 'userOrder',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/orders/{id}',
    summary: "One of the signed-in shopper's orders by id.",
    params: idParams,
    response: orderResponse,
    errors: [...userErrors],
    auth: 'required',
  }),
} as const;
