import type { Route } from './+types/addToCart';
import { addToCart } from '../features/cart/addToCart.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

// Target of every add-to-cart form (product page, product boxes); works without JavaScript.
export function action({ request, context }: Route.ActionArgs) {
  return addToCart(request, getRequestContext(context));
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
