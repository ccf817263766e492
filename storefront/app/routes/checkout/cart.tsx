import type { Route } from './+types/cart';
import { CartPage } from '../../features/checkout/CartPage.tsx';
import { cartPageAction, loadCartPage } from '../../features/checkout/cartPage.server.ts';
import { getRequestContext } from '../../request/requestContext.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCartPage(getRequestContext(context), new URL(request.url));
}

export function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(getRequestContext(context), request);
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage data={loaderData} failure={actionData} />;
}
