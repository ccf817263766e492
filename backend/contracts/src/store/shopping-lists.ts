import { z } from 'zod';
import { dataEnvelope } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idParams, requiredText, successSchema } from './account-fields.ts';

/** The wish list's code (spec §9); the favourites heart adds to and removes from it. */
export const wishlistCode = 'wishlist';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const shoppingListCodeParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Not a list code' }),
});
export const shoppingListItemParams = z.object({ id: positiveId, itemId: positiveId });

export const shoppingListItemSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  variantId: z.number().int().positive().nullable(),
  amount: z.number().int().min(1),
  /** Null when the product is gone or hidden from this shopper (lists keep the line). */
  product: z
    .object({
      id: z.number().int().positive(),
      name: z.string(),
      slug: z.string(),
      image: z.string().nullable(),
      isAvailable: z.boolean(),
    })
    .nullable(),
});
export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;

export const shoppingListSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  items: z.array(shoppingListItemSchema),
  /** Variant ids on the list (spec §3 wish list `variantIds`), for hearts on variant boxes. */
  variantIds: z.array(z.number().int().positive()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** `{ id, amount: 1 }` (spec §7): a product (and optionally its variant) to put on the list. */
export const shoppingListItemBody = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  variantId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  amount: z.number().int().min(1).max(9999).default(1),
});
export type ShoppingListItemBody = z.output<typeof shoppingListItemBody>;

/** `POST /user/shopping-lists`: a named list, optionally filled (saving the cart sends its lines). */
export const createShoppingListBody = z.strictObject({
  name: requiredText(255),
  items: z.array(shoppingListItemBody).max(200).default([]),
});
export type CreateShoppingListBody = z.output<typeof createShoppingListBody>;

export const renameShoppingListBody = z.strictObject({ name: requiredText(255) });

const listResponse = dataEnvelope(shoppingListSchema);
const errors = [
  'validation_failed',
  'unauthorized',
  'not_found',
  'unknown_locale',
  'unknown_currency',
] as const;

/** The signed-in shopper's lists (spec §7); another user's list answers 404. */
export const shoppingListsEndpoints = {
  shoppingLists: defineEndpoint({
    name: 'shoppingLists',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/shopping-lists',
    summary: "The shopper's lists with their items, the wish list among them once used.",
    response: dataEnvelope(z.array(shoppingListSchema)),
    errors: [...errors],
    auth: 'required',
  }),
  createShoppingList: defineEndpoint({
    name: 'createShoppingList',
    server: 'store',
    method: 'POST',
    path: '/api/v1/user/shopping-lists',
    summary:
      'Creates a named list (at most 50), optionally with items, e.g. the lines of the cart.',
    body: createShoppingListBody,
    response: listResponse,
    errors: [...errors, 'conflict'],
    auth: 'required',
  }),
  shoppingList: defineEndpoint({
    name: 'shoppingList',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/shopping-lists/{id}',
    summary: 'One list with its items.',
    params: idParams,
    response: listResponse,
    errors: [...errors],
    auth: 'required',
  }),
  shoppingListByCode: defineEndpoint({
    name: 'shoppingListByCode',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/shopping-lists/code/{code}',
    summary: 'One list by its code; `wishlist` is created empty on first use.',
    params: shoppingListCodeParams,
    response: listResponse,
    errors: [...errors],
    auth: 'required',
  }),
  renameShoppingList: defineEndpoint({
    name: 'renameShoppingList',
    server: 'store',
    method: 'PATCH',
    path: '/api/v1/user/shopping-lists/{id}',
    summary: 'Renames a list.',
    params: idParams,
    body: renameShoppingListBody,
    response: listResponse,
    errors: [...errors],
    auth: 'required',
  }),
  deleteShoppingList: defineEndpoint({
    name: 'deleteShoppingList',
    server: 'store',
    method: 'DELETE',
    path: '/api/v1/user/shopping-lists/{id}',
    summary: 'Deletes a list and its items.',
    params: idParams,
    response: successSchema,
    errors: [...errors],
    auth: 'required',
  }),
  addShoppingListItem: defineEndpoint({
    name: 'addShoppingListItem',
    server: 'store',
    method: 'POST',
    path: '/api/v1/user/shopping-lists/{id}/items',
    summary: 'Puts a product (or variant) on a list with the given amount (default 1).',
    params: idParams,
    body: shoppingListItemBody,
    response: listResponse,
    errors: [...errors, 'conflict'],
    auth: 'required',
  }),
  addShoppingListItemByCode: defineEndpoint({
    name: 'addShoppingListItemByCode',
    server: 'store',
    method: 'POST',
    path: '/api/v1/user/shopping-lists/code/{code}/items',
    summary: 'Puts a product on the list with this code; `wishlist` is created on first use.',
    params: shoppingListCodeParams,
    body: shoppingListItemBody,
    response: listResponse,
    errors: [...errors, 'conflict'],
    auth: 'required',
  }),
  removeShoppingListItem: defineEndpoint({
    name: 'removeShoppingListItem',
    server: 'store',
    method: 'DELETE',
    path: '/api/v1/user/shopping-lists/{id}/items/{itemId}',
    summary: 'Takes an item off a list.',
    params: shoppingListItemParams,
    response: listResponse,
    errors: [...errors],
    auth: 'required',
  }),
} as const;
