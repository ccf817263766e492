import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import {
  addCartGift,
  applyCoupon,
  cartPayments,
  cartShippers,
  removeCartGift,
  removeCoupon,
  setCartCredits,
} from './cart-checkout.service.ts';

/** What the checkout steps ask of the cart: delivery and payment, coupon, credits, gifts. */
export function cartCheckoutRoutes(app: FastifyInstance, db: Database): void {
  const ctx = (request: Parameters<typeof requestContext>[0]) => requestContext(request, db);
  bindEndpoint(app, endpoints.cartShippers, async ({ request }) => ({
    data: await cartShippers(ctx(request)),
  }));
  bindEndpoint(app, endpoints.cartPayments, async ({ request, query }) => ({
    data: await cartPayments(ctx(request), query.shipperId),
  }));
  bindEndpoint(app, endpoints.applyCoupon, ({ request, body }) =>
    applyCoupon(ctx(request), body.couponCode),
  );
  bindEndpoint(app, endpoints.removeCoupon, ({ request }) => removeCoupon(ctx(request)));
  bindEndpoint(app, endpoints.setCartCredits, ({ request, body }) =>
    setCartCredits(ctx(request), body.credits),
  );
  bindEndpoint(app, endpoints.addCartGift, ({ request, body }) =>
    addCartGift(ctx(request), body.id),
  );
  bindEndpoint(app, endpoints.removeCartGift, ({ request, params }) =>
    removeCartGift(ctx(request), params.id),
  );
}
