import { endpoints, errorEnvelope } from '@vitrina/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { logBackendFailure, toPageError } from '../../api/apiErrors.ts';
import { isLocale, defaultLocale } from '../../i18n/locale.ts';
import { getRequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { loginRedirectPath } from './guard.server.ts';
import { getShopper } from './shopper.server.ts';

const orderIdField = /^[1-9]\d{0,9}$/;

/**
 * "Repeat order" (route `actions/repeat-order`, a plain POST from the order detail): puts the
 * order's product lines into the shopper's cart with one batch call, then goes to the cart page.
 * The lines are read from the back end's copy of the order (the owner's read: another shopper's
 * order is a 404), never from the form, so a form cannot add what the order did not hold. Gifts,
 * discounts, shipping and payment are not goods to buy again. Lines that cannot be added any more
 * (sold out, withdrawn) are left out by the back end; when none could be, the shopper goes back to
 * the order with a notice instead of to an unchanged cart.
 */
export async function repeatOrder(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  const form = await request.formData();
  const rawLocale = form.get('locale');
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale;
  const rawId = String(form.get('orderId') ?? '');
  if (!orderIdField.test(rawId) || Number(rawId) > 2_147_483_647) {
    return data(
      errorEnvelope([{ field: 'orderId', title: 'Not an order', code: 'validation_failed' }]),
      { status: 422 },
    );
  }
  const orderId = Number(rawId);
  const orderPath = routePath('user-orders-id', { id: orderId }, locale);
  if (getShopper(context).status !== 'user') {
    throw redirect(loginRedirectPath(context, new URL(orderPath, 'http://shop')), { status: 303 });
  }
  let order;
  try {
    order = (await ctx.api.call(endpoints.userOrder, { params: { id: orderId } })).data;
  } catch (error) {
    throw toPageError(error);
  }
  const items = order.items.flatMap((item) =>
    item.kind === 'product' && item.variantId !== null
      ? [{ id: item.variantId, type: 'variant' as const, amount: item.amount }]
      : [],
  );
  const failed = redirect(`${orderPath}?repeat=failed`, { status: 303 });
  if (items.length === 0) return failed;
  try {
    const answer = await ctx.api.call(endpoints.addCartItems, {
      body: { items: items.slice(0, 100) },
    });
    if (answer.data.added === 0) return failed;
  } catch (error) {
    logBackendFailure(error);
    return failed;
  }
  return redirect(routePath('checkout', {}, locale), { status: 303 });
}
