import { endpoints } from '@vitrina/contracts';
import type { OnlinePayment, Order } from '@vitrina/contracts/store';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database } from '../../db/database.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { requestContext } from '../../http/request-context.ts';
import type { MailSender } from '../../mail/sender.ts';
import type { CertifyOrder } from './certification.ts';
import { orderByToken, userOrder, userOrderByCode, userOrders } from './orders.service.ts';
import { placeOrder, type PlaceOptions } from './place-order.service.ts';

export interface OrdersOptions extends PlaceOptions {
  mail: MailSender;
  /** The online payment to make after placing (the payments module's), null when none. */
  startPayment?: (ctx: RequestContext, order: Order) => Promise<OnlinePayment | null>;
  /** The shop-certification call (config CERTIFICATION_URL), once per new order; unset: none. */
  certify?: CertifyOrder;
}

/** Placing the cart and reading orders (by link for anyone holding it, by number for the owner). */
export function ordersRoutes(app: FastifyInstance, db: Database, options: OrdersOptions): void {
  const ctx = (request: Parameters<typeof requestContext>[0]) => requestContext(request, db);
  bindEndpoint(app, endpoints.placeOrder, async ({ request, body }) => {
    const { certify } = options;
    const answer = await placeOrder(ctx(request), body, {
      ...options,
      // Not awaited: the shopper's answer never waits for the outside service.
      afterPlaced: certify && ((order) => void certify(order, request.log)),
    });
    options.mail.wake();
    // After the order committed: the gateway is never called under the order's locks.
    const payment = (await options.startPayment?.(ctx(request), answer.data)) ?? null;
    return { ...answer, meta: { ...answer.meta, payment } };
  });
  bindEndpoint(app, endpoints.orderByToken, async ({ request, params }) => ({
    data: await orderByToken(ctx(request), params.token),
  }));
  bindEndpoint(app, endpoints.userOrders, ({ request, query }) => userOrders(ctx(request), query));
  bindEndpoint(app, endpoints.userOrderByCode, async ({ request, params }) => ({
    data: await userOrderByCode(ctx(request), params.code),
  }));
  bindEndpoint(app, endpoints.userOrder, async ({ request, params }) => ({
    data: await userOrder(ctx(request), params.id),
  }));
}
