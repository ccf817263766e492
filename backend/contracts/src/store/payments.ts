import { z } from 'zod';
import { dataEnvelope } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { onlinePaymentSchema, orderPaymentStatuses, orderTokenParams } from './orders.ts';

/** What the gateway says of one payment. */
export const gatewayResultStatuses = ['paid', 'cancelled', 'failed'] as const;
export type GatewayResultStatus = (typeof gatewayResultStatuses)[number];

/**
 * The card gateway's signed result, as it posts it to the back end and as it appends it to the
 * return URL (the storefront forwards those query parameters here, `amount` as a number).
 * `signature` is the hex HMAC-SHA-256, under the shared `PAYMENT_GATEWAY_SECRET`, of
 * `paymentId|reference|status|amount|currency`.
 */
export const paymentCallbackBody = z.strictObject({
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'Not a payment id' }),
  /** Our id of the payment attempt, given to the gateway when it was created. */
  reference: z.uuid(),
  status: z.enum(gatewayResultStatuses),
  /** Minor units. */
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'Expected a currency code' }),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { message: 'Expected a hex HMAC-SHA-256' }),
});
export type PaymentCallbackBody = z.infer<typeof paymentCallbackBody>;

/**
 * The order's payment after the result was applied, and the order's link token: the storefront
 * shows the order (`GET /orders/token/{token}`) and, when it is `failed` or `cancelled`, offers
 * another attempt (`POST /orders/token/{token}/payment`).
 */
export const paymentCallbackResponse = dataEnvelope(
  z.object({
    orderCode: z.string(),
    paymentStatus: z.enum(orderPaymentStatuses),
    token: z.string().min(22),
  }),
);

/** A (new or still open) attempt to pay an order online. */
export const orderPaymentResponse = dataEnvelope(
  z.object({ paymentStatus: z.enum(orderPaymentStatuses), payment: onlinePaymentSchema }),
);

/** Online payments (issue 14): the gateway's result and another attempt after a failure. */
export const paymentsEndpoints = {
  paymentCallback: defineEndpoint({
    name: 'paymentCallback',
    server: 'store',
    method: 'POST',
    path: '/api/v1/payments/callback',
    summary:
      "Applies the payment gateway's signed result (paid, cancelled, failed) to the order, once; a repeated result answers the same. A bad signature is 403.",
    body: paymentCallbackBody,
    response: paymentCallbackResponse,
    errors: ['validation_failed', 'forbidden'],
  }),
  orderPayment: defineEndpoint({
    name: 'orderPayment',
    server: 'store',
    method: 'POST',
    path: '/api/v1/orders/token/{token}/payment',
    summary:
      'Starts paying an order online (another attempt after a failed or cancelled one), or answers the attempt still open; 409 when it is paid or not paid online.',
    params: orderTokenParams,
    response: orderPaymentResponse,
    errors: ['validation_failed', 'not_found', 'conflict', 'gateway_unavailable'],
  }),
} as const;
