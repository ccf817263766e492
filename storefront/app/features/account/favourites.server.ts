import { endpoints } from '@vitrina/contracts';
import { wishlistCode } from '@vitrina/contracts/store';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { toPageError } from '../../api/apiErrors.ts';
import { serverEnv } from '../../env.server.ts';
import { getRequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { safeRedirectPath } from '../../routing/safeRedirect.ts';
import { getAccountFeatures } from './accountFeatures.server.ts';
import { loginRedirectPath } from './guard.server.ts';
import { getShopper } from './shopper.server.ts';
import { userPage } from './userArea.server.ts';

const code = { code: wishlistCode };

/** Favourites (route `user-favourites`): the wish list, created empty on first use. */
export async function loadFavouritesPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
) {
  const { ctx } = userPage(context, request, 'favourites');
  try {
    const { data: list } = await ctx.api.call(endpoints.shoppingListByCode, { params: code });
    return { list, imageBase: serverEnv().contentApiUrl };
  } catch (error) {
    throw toPageError(error);
  }
}

const toggle = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  intent: z.enum(['add', 'remove']),
});

/**
 * The product ids on the wish list, for the hearts (route `actions/favourites`, GET). Null for a
 * guest or with the feature off: then no heart shows, as it could not change anything.
 */
export async function favouriteIds(
  context: Readonly<RouterContextProvider>,
): Promise<{ productIds: number[] | null }> {
  const ctx = getRequestContext(context);
  const enabled = getAccountFeatures(context).favourites;
  if (!enabled || getShopper(context).status !== 'user') return { productIds: null };
  try {
    const { data: list } = await ctx.api.call(endpoints.shoppingListByCode, { params: code });
    return { productIds: list.items.map((item) => item.productId) };
  } catch {
    return { productIds: [] as number[] };
  }
}

/**
 * The heart (route `actions/favourites`, POST): puts the product on the wish list or takes it
 * off. A plain post (no JavaScript) returns to the page it names; a guest is sent to log in.
 */
export async function toggleFavourite(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = getRequestContext(context);
  if (!getAccountFeatures(context).favourites) {
    throw data({ message: 'Not found' }, { status: 404 });
  }
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirectTo'), routePath('index', {}, ctx.locale));
  if (getShopper(context).status !== 'user') {
    throw redirect(loginRedirectPath(context, new URL(back, 'http://shop')), { status: 303 });
  }
  const parsed = toggle.safeParse({ productId: form.get('productId'), intent: form.get('intent') });
  if (!parsed.success) throw data({ message: 'Unknown product' }, { status: 422 });
  const { productId, intent } = parsed.data;
  try {
    if (intent === 'add') {
      const body = { id: productId, amount: 1 };
      await ctx.api.call(endpoints.addShoppingListItemByCode, { params: code, body });
    } else {
      const { data: list } = await ctx.api.call(endpoints.shoppingListByCode, { params: code });
      const item = list.items.find((candidate) => candidate.productId === productId);
      if (item) {
        await ctx.api.call(endpoints.removeShoppingListItem, {
          params: { id: list.id, itemId: item.id },
        });
      }
    }
  } catch (error) {
    throw toPageError(error);
  }
  if (form.get('redirectTo')) return redirect(back, { status: 303 });
  return favouriteIds(context);
}
