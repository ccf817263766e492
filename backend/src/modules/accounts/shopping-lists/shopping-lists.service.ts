import { randomBytes } from 'node:crypto';
import {
  wishlistCode,
  type CreateShoppingListBody,
  type ShoppingList,
  type ShoppingListItemBody,
} from '@vitrina/contracts/store';
import { ConflictError, NotFoundError, ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import {
  findProductSummaries,
  loadCatalogProducts,
} from '../../catalog/products/products.service.ts';
import { authenticate } from '../users/sessions.service.ts';
import {
  countItems,
  countLists,
  deleteItem,
  deleteOwnList,
  insertList,
  lockLists,
  renameOwnList,
  selectItems,
  selectLists,
  selectOwnList,
  upsertItem,
  type ListRow,
} from './shopping-lists.repository.ts';

/** Bounds so one account cannot grow the tables without end. */
export const maxListsPerUser = 50;
export const maxItemsPerList = 500;

const wishlistNames = { cs: 'Oblíbené', en: 'Wish list' } as const;

export type ListRef = { id: number } | { code: string };

const notFound = (ref: ListRef) =>
  'id' in ref
    ? new NotFoundError(`No shopping list with id ${ref.id}`, 'id')
    : new NotFoundError('No shopping list with this code', 'code');

/** Lists with their items; product details in the request's language, null when gone. */
async function withItems(ctx: RequestContext, lists: ListRow[]): Promise<ShoppingList[]> {
  const items = await selectItems(
    ctx.db,
    lists.map((list) => list.id),
  );
  const summaries = await findProductSummaries(ctx, [...new Set(items.map((i) => i.productId))]);
  const products = new Map(summaries.map((summary) => [summary.id, summary]));
  return lists.map((list) => {
    const own = items.filter((item) => item.listId === list.id);
    return {
      id: list.id,
      code: list.code,
      name: list.name,
      items: own.map((item) => ({
        id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        amount: item.amount,
        product: products.get(item.productId) ?? null,
      })),
      variantIds: own.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
      createdAt: new Date(list.createdAt).toISOString(),
    };
  });
}

async function one(ctx: RequestContext, list: ListRow): Promise<ShoppingList> {
  const [result] = await withItems(ctx, [list]);
  return result!;
}

/**
 * Items must name products this shopper can see, and a variant of that product: lists reference
 * the catalogue by value (decision 034), so the check happens here, on write.
 */
async function checkItems(ctx: RequestContext, items: readonly ShoppingListItemBody[]) {
  const ids = [...new Set(items.map((item) => item.id))];
  const visible = new Set((await findProductSummaries(ctx, ids)).map((product) => product.id));
  const missing = ids.find((id) => !visible.has(id));
  if (missing !== undefined) throw new ValidationError(`No product with id ${missing}`, 'id');
  const withVariant = items.filter((item) => item.variantId != null);
  if (withVariant.length === 0) return;
  const products = await loadCatalogProducts(ctx, [...new Set(withVariant.map((i) => i.id))]);
  for (const item of withVariant) {
    const product = products.find((candidate) => candidate.id === item.id);
    if (!product?.variants.some((variant) => variant.id === item.variantId))
      throw new ValidationError(`Product ${item.id} has no variant ${item.variantId}`, 'variantId');
  }
}

/** The list by id or code inside a locked transaction; the wish list comes into being here. */
async function ownList(tx: RequestContext, userId: number, ref: ListRef): Promise<ListRow> {
  const list = await selectOwnList(tx.db, userId, ref);
  if (list) return list;
  if ('code' in ref && ref.code === wishlistCode) {
    return insertList(tx.db, { userId, code: wishlistCode, name: wishlistNames[tx.locale] });
  }
  throw notFound(ref);
}

export async function listShoppingLists(ctx: RequestContext): Promise<ShoppingList[]> {
  const user = await authenticate(ctx);
  return withItems(ctx, await selectLists(ctx.db, user.id));
}

/** By id, or by code (`wishlist` is created empty when first asked for). */
export async function getShoppingList(ctx: RequestContext, ref: ListRef): Promise<ShoppingList> {
  const user = await authenticate(ctx);
  const found = await selectOwnList(ctx.db, user.id, ref);
  if (found) return one(ctx, found);
  if (!('code' in ref) || ref.code !== wishlistCode) throw notFound(ref);
  const list = await inTransaction(ctx, async (tx) => {
    await lockLists(tx.db, user.id);
    return ownList(tx, user.id, ref);
  });
  return one(ctx, list);
}

export async function createShoppingList(
  ctx: RequestContext,
  body: CreateShoppingListBody,
): Promise<ShoppingList> {
  const user = await authenticate(ctx);
  await checkItems(ctx, body.items);
  const list = await inTransaction(ctx, async (tx) => {
    await lockLists(tx.db, user.id);
    if ((await countLists(tx.db, user.id)) >= maxListsPerUser)
      throw new ConflictError(`At most ${maxListsPerUser} shopping lists; delete one first`);
    // 72 random bits: unguessable enough for a code that is only ever read by its owner.
    const code = randomBytes(9).toString('base64url');
    const row = await insertList(tx.db, { userId: user.id, code, name: body.name });
    for (const item of body.items) {
      await upsertItem(tx.db, {
        listId: row.id,
        productId: item.id,
        variantId: item.variantId ?? null,
        amount: item.amount,
      });
    }
    return row;
  });
  return one(ctx, list);
}

export async function renameShoppingList(
  ctx: RequestContext,
  id: number,
  name: string,
): Promise<ShoppingList> {
  const user = await authenticate(ctx);
  const row = await renameOwnList(ctx.db, user.id, id, name);
  if (!row) throw notFound({ id });
  return one(ctx, row);
}

export async function deleteShoppingList(
  ctx: RequestContext,
  id: number,
): Promise<{ success: true }> {
  const user = await authenticate(ctx);
  if (!(await deleteOwnList(ctx.db, user.id, id))) throw notFound({ id });
  return { success: true };
}

export async function addShoppingListItem(
  ctx: RequestContext,
  ref: ListRef,
  item: ShoppingListItemBody,
): Promise<ShoppingList> {
  const user = await authenticate(ctx);
  await checkItems(ctx, [item]);
  const list = await inTransaction(ctx, async (tx) => {
    await lockLists(tx.db, user.id);
    const row = await ownList(tx, user.id, ref);
    if ((await countItems(tx.db, row.id)) >= maxItemsPerList)
      throw new ConflictError(`At most ${maxItemsPerList} items on a list`);
    await upsertItem(tx.db, {
      listId: row.id,
      productId: item.id,
      variantId: item.variantId ?? null,
      amount: item.amount,
    });
    return row;
  });
  return one(ctx, list);
}

export async function removeShoppingListItem(
  ctx: RequestContext,
  id: number,
  itemId: number,
): Promise<ShoppingList> {
  const user = await authenticate(ctx);
  const list = await selectOwnList(ctx.db, user.id, { id });
  if (!list) throw notFound({ id });
  if (!(await deleteItem(ctx.db, list.id, itemId)))
    throw new NotFoundError(`No item ${itemId} on this list`, 'itemId');
  return one(ctx, list);
}
