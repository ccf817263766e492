import { endpoints } from '@vitrina/contracts';
import { wishlistCode } from '@vitrina/contracts/store';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { toPageError } from '../../api/apiErrors.ts';
import { serverEnv } from '../../env.server.ts';
import { routePath } from '../../routing/routePath.ts';
import { apiFailure, failed, parseForm } from './forms/formResult.ts';
import { formDataValues } from './forms/formValues.ts';
import { listNameForm } from './listNameForm.ts';
import { listToCart } from './listToCart.server.ts';
import { idParam, userPage } from './userArea.server.ts';

const itemId = z.coerce.number().int().positive().max(2_147_483_647);

function answerFailure(error: unknown, values: Record<string, unknown>) {
  const failure = apiFailure(error, values);
  return failed(failure, failure.formError === 'unavailable' ? 503 : 400);
}

/** The shopper's lists but the wish list, which has its own page (favourites). */
export async function loadShoppingListsPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
) {
  const { ctx } = userPage(context, request, 'shoppingLists');
  try {
    const { data: lists } = await ctx.api.call(endpoints.shoppingLists, {});
    return { lists: lists.filter((list) => list.code !== wishlistCode) };
  } catch (error) {
    throw toPageError(error);
  }
}

/** Creates a named list (empty; filling it from the cart comes with the cart) or deletes one. */
export async function changeShoppingLists(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { ctx } = userPage(context, request, 'shoppingLists');
  const form = await request.formData();
  const values = formDataValues(form);
  const id = itemId.safeParse(form.get('id'));
  try {
    if (form.get('intent') === 'delete' && id.success) {
      await ctx.api.call(endpoints.deleteShoppingList, { params: { id: id.data } });
    } else {
      const parsed = parseForm(listNameForm, values);
      if (!parsed.success) return failed(parsed.failure);
      await ctx.api.call(endpoints.createShoppingList, { body: { ...parsed.data, items: [] } });
    }
  } catch (error) {
    return answerFailure(error, values);
  }
  return redirect(routePath('user-shoppingLists', {}, ctx.locale), { status: 303 });
}

/** One list (spec §2 `user-shoppingLists-id`); another shopper's id is a 404 like a missing one. */
export async function loadShoppingListPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string | undefined,
) {
  const { ctx } = userPage(context, request, 'shoppingLists');
  const listId = idParam(id);
  try {
    const { data: list } = await ctx.api.call(endpoints.shoppingList, { params: { id: listId } });
    if (list.code === wishlistCode) {
      throw redirect(routePath('user-favourites', {}, ctx.locale));
    }
    // Set by "add to cart" when nothing of the list could be added.
    const cartFailed = new URL(request.url).searchParams.get('cart') === 'failed';
    return { list, imageBase: serverEnv().contentApiUrl, cartFailed };
  } catch (error) {
    if (error instanceof Response) throw error;
    throw toPageError(error);
  }
}

/** Rename, delete, take an item off one list, or put the whole list into the cart. */
export async function changeShoppingList(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
) {
  const { ctx } = userPage(context, request, 'shoppingLists');
  const listId = idParam(id);
  const form = await request.formData();
  const values = formDataValues(form);
  const intent = form.get('intent');
  const item = itemId.safeParse(form.get('itemId'));
  const here = routePath('user-shoppingLists-id', { id: listId }, ctx.locale);
  try {
    if (intent === 'toCart') return await listToCart(ctx, listId, request.signal);
    if (intent === 'delete') {
      await ctx.api.call(endpoints.deleteShoppingList, { params: { id: listId } });
      return redirect(routePath('user-shoppingLists', {}, ctx.locale), { status: 303 });
    }
    if (intent === 'removeItem' && item.success) {
      await ctx.api.call(endpoints.removeShoppingListItem, {
        params: { id: listId, itemId: item.data },
      });
      return redirect(here, { status: 303 });
    }
    const parsed = parseForm(listNameForm, values);
    if (!parsed.success) return failed(parsed.failure);
    await ctx.api.call(endpoints.renameShoppingList, {
      params: { id: listId },
      body: parsed.data,
    });
    return data({ failure: undefined, renamed: true });
  } catch (error) {
    return answerFailure(error, values);
  }
}
