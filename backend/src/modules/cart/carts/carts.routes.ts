import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import {
  addCartItem,
  addCartItems,
  clearCart,
  getCart,
  removeCartItem,
  updateCartItem,
  validateCart,
} from './carts.service.ts';

/** The cart's own calls; a guest's cart is named by `x-cart-token`, a user's by the bearer token. */
export function cartsRoutes(app: FastifyInstance, db: Database): void {
  bindEndpoint(app, endpoints.cart, ({ request }) => getCart(requestContext(request, db)));
  bindEndpoint(app, endpoints.clearCart, ({ request }) => clearCart(requestContext(request, db)));
  bindEndpoint(app, endpoints.addCartItem, ({ request, body }) =>
    addCartItem(requestContext(request, db), body),
  );
  bindEndpoint(app, endpoints.addCartItems, ({ request, body }) =>
    addCartItems(requestContext(request, db), body),
  );
  bindEndpoint(app, endpoints.updateCartItem, ({ request, params, body }) =>
    updateCartItem(requestContext(request, db), params.id, body.amount),
  );
  bindEndpoint(app, endpoints.removeCartItem, ({ request, params }) =>
    removeCartItem(requestContext(request, db), params.id),
  );
  bindEndpoint(app, endpoints.validateCart, ({ request }) =>
    validateCart(requestContext(request, db)),
  );
}
