import type {
  AddCartItemBody,
  AddCartItemsBody,
  Cart,
  CartItem,
  removedItemReasons,
} from '@vitrina/contracts/store';
import { AppError, ConflictError, NotFoundError, UnauthorizedError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import {
  findCartProducts,
  type CartProduct,
} from '../../catalog/products/cart-products.service.ts';
import { cartOwner, findOpenCart, withLockedCart, type CartOwner } from './cart-access.service.ts';
import {
  amountsByVariant,
  maxCartLines,
  priceCartLines,
  problemOf,
  stockLimit,
} from './cart-lines.ts';
import { cartResponse } from './cart-view.service.ts';
import { newToken } from '../../accounts/users/tokens.ts';
import {
  deleteCartGifts,
  deleteCartItems,
  insertCartItem,
  insertGuestCartWithItem,
  selectCartContents,
  selectCart,
  selectCartItems,
  setCartItemAmount,
  updateCart,
  type CartItemRow,
  type CartRow,
} from './carts.repository.ts';

type CartAnswer = Awaited<ReturnType<typeof cartResponse>>;
const maxAmount = 9999;

/** The cart as it stands after a write (its row read afresh: the write may have changed it). */
export async function answerFor(
  ctx: RequestContext,
  owner: CartOwner,
  cartId: string,
): Promise<CartAnswer> {
  return cartResponse(ctx, owner, await selectCart(ctx.db, cartId));
}

export async function getCart(ctx: RequestContext): Promise<CartAnswer> {
  const { cart, ...owner } = await findOpenCart(ctx);
  return cartResponse(ctx, owner, cart);
}

/** Empties the cart: lines, coupon, credits and gifts. Without a cart, the empty answer. */
export async function clearCart(ctx: RequestContext): Promise<CartAnswer> {
  const found = await findOpenCart(ctx);
  if (!found.cart) return cartResponse(ctx, found, undefined);
  const { owner, result } = await withLockedCart(ctx, { create: false }, async (tx, cart) => {
    await deleteCartItems(tx.db, cart.id);
    await deleteCartGifts(tx.db, cart.id);
    await updateCart(tx.db, cart.id, { couponId: null, credits: 0 });
    return cart.id;
  });
  return answerFor(ctx, owner, result);
}

/**
 * The product and variant a body names, or the 4xx saying why they cannot go in a cart. A
 * variant is found with its product in the same statement.
 */
async function resolveItem(ctx: RequestContext, item: { id: number; type: string }) {
  const byVariant = item.type === 'variant';
  const [product] = await findCartProducts(
    ctx,
    byVariant ? { variantIds: [item.id] } : { productIds: [item.id] },
  );
  if (!product)
    throw new NotFoundError(`No ${byVariant ? 'variant' : 'product'} with id ${item.id}`, 'id');
  const variantId = byVariant ? item.id : product.defaultVariantId;
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw new NotFoundError(`No variant with id ${item.id}`, 'id');
  if (problemOf(product, variant.id)) throw new ConflictError('This product is not for sale', 'id');
  return { product, variant };
}

/**
 * How many of `wanted` pieces may be added: within the stock (`limit`) beside the pieces of the
 * variant the cart holds (`inCart`) and the line's maximum beside its amount (`onLine`).
 */
function addable(wanted: number, limit: number, inCart: number, onLine: number): number {
  const added = Math.min(wanted, limit - inCart, maxAmount - onLine);
  if (added <= 0) {
    throw new ConflictError(
      inCart > 0 ? 'No more pieces in stock than the cart already holds' : 'Not in stock',
      'amount',
    );
  }
  return added;
}

const sameCustom = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Puts `body` into the locked cart; answers the line, how many pieces were added and the cart's
 * lines as they are now (so the answer need not read them again).
 */
async function putItem(
  tx: RequestContext,
  cart: CartRow,
  body: Omit<AddCartItemBody, 'parent_id' | 'newLine'> & {
    parent_id?: number | null;
    newLine?: boolean;
  },
  known: { lines?: Promise<readonly CartItemRow[]> } = {},
): Promise<{ lineId: number; added: number; product: CartProduct; lines: CartItemRow[] }> {
  const [{ product, variant }, rows] = await Promise.all([
    resolveItem(tx, body),
    known.lines ?? selectCartItems(tx.db, cart.id),
  ]);
  const parentId = body.parent_id ?? null;
  if (parentId !== null && !rows.some((row) => row.id === parentId && row.parentId === null))
    throw new NotFoundError(`No line ${parentId} in this cart to nest under`, 'parent_id');
  const existing = body.newLine
    ? undefined
    : rows.find(
        (row) =>
          row.variantId === variant.id &&
          row.parentId === parentId &&
          row.forCredits === body.credits &&
          sameCustom(row.custom, body.custom),
      );
  if (!existing && rows.length >= maxCartLines)
    throw new ConflictError(`A cart holds at most ${maxCartLines} lines`, 'id');
  const inCart = amountsByVariant(rows.map((row) => ({ row }))).get(variant.id) ?? 0;
  const added = addable(body.amount, stockLimit(product, variant), inCart, existing?.amount ?? 0);
  if (existing) {
    const amount = existing.amount + added;
    await setCartItemAmount(tx.db, cart.id, existing.id, amount);
    const lines = rows.map((line) => (line.id === existing.id ? { ...line, amount } : line));
    return { lineId: existing.id, added, product, lines };
  }
  const row = await insertCartItem(tx.db, {
    cartId: cart.id,
    productId: product.id,
    variantId: variant.id,
    amount: added,
    parentId,
    forCredits: body.credits,
    custom: body.custom ?? null,
  });
  // A new line has the highest id: last, as selectCartItems orders them.
  return { lineId: row.id, added, product, lines: [...rows, row] };
}

function findLine(items: readonly CartItem[], id: number): CartItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const child = item.items.find((nested) => nested.id === id);
    if (child) return { ...child, items: [] };
  }
  return undefined;
}

/**
 * A guest's first add (no cart token yet): the product read, then the cart and its line written
 * by one statement; no transaction, no cart to read or lock.
 */
async function addToNewGuestCart(ctx: RequestContext, body: AddCartItemBody) {
  const { product, variant } = await resolveItem(ctx, body);
  const added = addable(body.amount, stockLimit(product, variant), 0, 0);
  const { token, hash } = newToken();
  const { cart, line } = await insertGuestCartWithItem(
    ctx.db,
    { tokenHash: hash, currencyCode: ctx.currency, locale: ctx.locale },
    {
      productId: product.id,
      variantId: variant.id,
      amount: added,
      parentId: null,
      forCredits: false,
      custom: body.custom ?? null,
    },
  );
  const answer = await cartResponse(ctx, { user: null, token }, cart, {
    products: new Map([[product.id, product]]),
    lines: [line],
    fresh: true,
  });
  return { lineId: line.id, added, answer };
}

/** Adds to the request's cart (created when missing) under its lock. */
async function addToCart(ctx: RequestContext, body: AddCartItemBody) {
  // The answer is priced in the same transaction, from the product the check has just loaded.
  const { result } = await withLockedCart(ctx, { create: true }, async (tx, cart, owner, fresh) => {
    // A cart created just now has no lines and no gifts: nothing to read.
    const contents = fresh
      ? Promise.resolve({ lines: [], giftIds: [] })
      : selectCartContents(tx.db, cart.id);
    const { lineId, added, product, lines } = await putItem(tx, cart, body, {
      lines: contents.then((read) => read.lines),
    });
    const answer = await cartResponse(tx, owner, cart, {
      products: new Map([[product.id, product]]),
      lines,
      giftIds: (await contents).giftIds,
    });
    return { lineId, added, answer };
  });
  return result;
}

export async function addCartItem(ctx: RequestContext, body: AddCartItemBody) {
  const who = await cartOwner(ctx);
  if (body.credits && !who.user) throw new UnauthorizedError('Sign in to buy with credits');
  const firstOfGuest = !who.user && !who.token && (body.parent_id ?? null) === null;
  const result = firstOfGuest ? await addToNewGuestCart(ctx, body) : await addToCart(ctx, body);
  const { answer } = result;
  const addedItem = findLine(answer.data.items, result.lineId);
  // Priced a moment ago and gone now (hidden by the shop meanwhile): nothing was really added.
  if (!addedItem) throw new ConflictError('This product is not for sale', 'id');
  return {
    data: { cart: answer.data, addedItem, changedAmount: result.added },
    meta: answer.meta,
  };
}

/** Order import: each line on its own; the ones that fail are named, the rest are added. */
export async function addCartItems(ctx: RequestContext, body: AddCartItemsBody) {
  const who = await cartOwner(ctx);
  const { owner, result } = await withLockedCart(ctx, { create: true }, async (tx, cart) => {
    const errors: {
      index: number;
      field: string;
      title: string;
      code: 'validation_failed' | 'not_found' | 'conflict';
    }[] = [];
    let added = 0;
    for (const [index, item] of body.items.entries()) {
      try {
        if (item.credits && !who.user) throw new UnauthorizedError('Sign in to buy with credits');
        await putItem(tx, cart, item);
        added += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const first = error.errors[0];
        const code =
          first?.code === 'not_found' || first?.code === 'conflict'
            ? first.code
            : 'validation_failed';
        errors.push({
          index,
          field: `items.${index}.${first?.field ?? 'id'}`,
          title: error.message,
          code,
        });
      }
    }
    return { cartId: cart.id, added, errors };
  });
  const answer = await answerFor(ctx, owner, result.cartId);
  return {
    data: { cart: answer.data, added: result.added, errors: result.errors },
    meta: answer.meta,
  };
}

async function ownLine(tx: RequestContext, cart: CartRow, id: number): Promise<CartItemRow[]> {
  const rows = await selectCartItems(tx.db, cart.id);
  if (!rows.some((row) => row.id === id))
    throw new NotFoundError(`No line ${id} in this cart`, 'id');
  return rows;
}

/** Sets a line's amount; more than stock allows is a 409 saying how many there are. */
export async function updateCartItem(ctx: RequestContext, id: number, amount: number) {
  const { result } = await withLockedCart(
    ctx,
    { create: false, field: 'id' },
    async (tx, cart, owner) => {
      const rows = await ownLine(tx, cart, id);
      const line = rows.find((row) => row.id === id) as CartItemRow;
      const { product, variant } = await resolveItem(tx, { id: line.variantId, type: 'variant' });
      const others =
        (amountsByVariant(rows.map((row) => ({ row }))).get(line.variantId) ?? 0) - line.amount;
      const limit = stockLimit(product, variant) - others;
      if (amount > limit)
        throw new ConflictError(`Only ${Math.max(limit, 0)} pieces are in stock`, 'amount');
      await setCartItemAmount(tx.db, cart.id, id, amount);
      await updateCart(tx.db, cart.id, {});
      return cartResponse(tx, owner, cart, { products: new Map([[product.id, product]]) });
    },
  );
  return result;
}

export async function removeCartItem(ctx: RequestContext, id: number) {
  const { owner, result } = await withLockedCart(
    ctx,
    { create: false, field: 'id' },
    async (tx, cart) => {
      await ownLine(tx, cart, id);
      await deleteCartItems(tx.db, cart.id, [id]);
      await updateCart(tx.db, cart.id, {});
      return cart.id;
    },
  );
  return answerFor(ctx, owner, result);
}

type RemovedItem = {
  itemId: number;
  productId: number;
  variantId: number;
  reason: (typeof removedItemReasons)[number];
};

/** Spec §5: lines without product, variant or shoppable leave the cart, and the answer says which. */
export async function validateCart(
  ctx: RequestContext,
): Promise<{ data: { cart: Cart; removed: RemovedItem[] }; meta: { custom: string | null } }> {
  const found = await findOpenCart(ctx);
  if (!found.cart) {
    const empty = await cartResponse(ctx, found, undefined);
    return { data: { cart: empty.data, removed: [] }, meta: empty.meta };
  }
  const { owner, result } = await withLockedCart(ctx, { create: false }, async (tx, cart) => {
    const { broken } = await priceCartLines(tx, await selectCartItems(tx.db, cart.id));
    if (broken.length > 0) {
      await deleteCartItems(
        tx.db,
        cart.id,
        broken.map(({ row }) => row.id),
      );
      await updateCart(tx.db, cart.id, {});
    }
    const removed = broken.map(({ row, reason }) => ({
      itemId: row.id,
      productId: row.productId,
      variantId: row.variantId,
      reason,
    }));
    return { cartId: cart.id, removed };
  });
  const answer = await answerFor(ctx, owner, result.cartId);
  return { data: { cart: answer.data, removed: result.removed }, meta: answer.meta };
}
