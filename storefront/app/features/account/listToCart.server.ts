import { endpoints } from '@vitrina/contracts';
import { redirect } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { setCookieHeaders } from '../../session/sessionCookies.ts';
import { addCartLines } from '../cart/cart.server.ts';

/**
 * "Add the list to the cart" (spec §2 shopping lists): every line of the shopper's list into the
 * cart with one batch call (its variant, else the product's default one), then the cart page.
 * The lines come from the back end's copy of the list (the owner's read), never from the form.
 * When nothing could be added (sold out, withdrawn) the shopper stays on the list with a notice.
 */
export async function listToCart(
  ctx: RequestContext,
  listId: number,
  signal: AbortSignal,
): Promise<Response> {
  const listPath = routePath('user-shoppingLists-id', { id: listId }, ctx.locale);
  const failed = redirect(`${listPath}?cart=failed`, { status: 303 });
  const { data: list } = await ctx.api.call(endpoints.shoppingList, { params: { id: listId } });
  const items = list.items.flatMap((item) => {
    if (!item.product) return [];
    const variant = item.variantId !== null;
    const id = variant ? (item.variantId as number) : item.productId;
    return [
      { id, type: variant ? ('variant' as const) : ('product' as const), amount: item.amount },
    ];
  });
  if (items.length === 0) return failed;
  try {
    const answer = await addCartLines(ctx, items.slice(0, 100), signal);
    if (answer.added === 0) return failed;
    const headers = setCookieHeaders(answer.cookies);
    return redirect(routePath('checkout', {}, ctx.locale), { status: 303, headers });
  } catch (error) {
    logBackendFailure(error);
    return failed;
  }
}
