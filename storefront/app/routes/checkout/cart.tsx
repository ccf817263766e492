import type { Route } from './+types/cart';
import { CartPage } from '../../features/checkout/CartPage.tsx';
import { loadCartExtras } from '../../features/checkout/cartExtras.server.ts';
import { cartPageAction, loadCartPage } from '../../features/checkout/cartPage.server.ts';
import { saveCartAsList } from '../../features/checkout/saveCartAsList.server.ts';
import { getRequestContext } from '../../request/requestContext.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadCartPage(getRequestContext(context), new URL(request.url));
  return { ...page, extras: await loadCartExtras(context, page.cart) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'saveList') return saveCartAsList(context, form);
  return cartPageAction(getRequestContext(context), request, form);
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  // A script's line change is answered to its fetcher; the page shows only a plain form's refusal.
  const failure = actionData && 'error' in actionData ? actionData : undefined;
  return <CartPage data={loaderData} failure={failure} />;
}
