import type { Order } from '@vitrina/contracts/store';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The shop-certification ("verified by customers") service of spec §7: after an order, when the
 * shop has configured one, it is told who bought what, so that it can ask the shopper for a review.
 */
export interface CertificationOptions {
  /** The service's endpoint; it receives `POST { apiKey, email, orderId, productItemIds }`. */
  url: string;
  apiKey: string;
  /** How long an answer may take; default 5 s. */
  timeoutMs?: number;
}

export type CertifyOrder = (order: Order, log: FastifyBaseLogger) => Promise<void>;

/**
 * The call for one order: never throws and never slows the shopper down (the caller does not wait
 * for it). Spec §7: the answer's status is read and anything but 200 is only logged.
 */
export function certificationCall(options: CertificationOptions): CertifyOrder {
  const timeoutMs = options.timeoutMs ?? 5000;
  return async (order, log) => {
    const productItemIds = [
      ...new Set(
        order.items.flatMap((item) =>
          item.kind === 'product' && item.productId !== null ? [String(item.productId)] : [],
        ),
      ),
    ];
    const body = {
      apiKey: options.apiKey,
      email: order.customer.email,
      orderId: order.code,
      productItemIds,
    };
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status !== 200)
        log.warn({ orderCode: order.code, status: response.status }, 'certification call refused');
    } catch (error) {
      log.warn({ orderCode: order.code, err: error }, 'certification call failed');
    }
  };
}
