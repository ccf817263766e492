import { ApiRequestError, endpoints } from '@vitrina/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { serviceUnavailable } from '../../api/apiErrors.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import { getRequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { getAccountFeatures } from '../account/accountFeatures.server.ts';
import { getShopper } from '../account/shopper.server.ts';
import { loadCart } from '../cart/cart.server.ts';
import type { CartActionFailure } from './cartPage.server.ts';

/**
 * The cart page's "save as a shopping list" form (spec §7 `POST /user/shopping-lists`, signed-in
 * shoppers with lists on): the cart's lines, as they are, become a new named list, and the shopper
 * lands on it. The cart itself stays as it was.
 */
export async function saveCartAsList(context: Readonly<RouterContextProvider>, form: FormData) {
  const ctx = getRequestContext(context);
  const headers = { 'Cache-Control': privateNoStore };
  const refuse = (status: number, field: string, title: string, code?: string) =>
    data<CartActionFailure>(
      { intent: 'saveList', itemId: null, error: { field, title, code } },
      { status, headers },
    );
  if (getShopper(context).status !== 'user' || !getAccountFeatures(context).shoppingLists)
    return refuse(401, 'name', 'Sign in to save the cart', 'unauthorized');
  const name = String(form.get('name') ?? '').trim();
  if (name.length === 0 || name.length > 255 || name.includes('\0'))
    return refuse(400, 'name', 'Enter a name of the list');
  try {
    const cart = await loadCart(ctx);
    if (cart.items.length === 0) return refuse(409, 'name', 'The cart is empty', 'conflict');
    const items = cart.items.map((item) => ({
      id: item.productId,
      variantId: item.variantId,
      amount: item.amount,
    }));
    const { data: list } = await ctx.api.call(endpoints.createShoppingList, {
      body: { name, items },
    });
    return redirect(routePath('user-shoppingLists-id', { id: list.id }, ctx.locale), {
      status: 303,
      headers,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 401, 409, 422].includes(error.status)) {
      const first = error.errors[0];
      return refuse(error.status, 'name', first?.title ?? error.message, first?.code);
    }
    throw serviceUnavailable(error);
  }
}
