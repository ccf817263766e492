import type { RequestContext } from '../../../core/request-context.ts';
import { NotFoundError } from '../../../core/errors.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { hashToken, newToken } from '../../accounts/users/tokens.ts';
import { optionalUser, type SignedInUser } from '../../accounts/users/sessions.service.ts';
import {
  deleteCartGifts,
  insertCartGift,
  insertGuestCart,
  insertUserCart,
  selectGuestCart,
  selectLastPlacedUserCart,
  selectUserCart,
  updateCart,
  type CartRow,
} from './carts.repository.ts';

export type { CartRow };

const forUpdate = { lock: true };

/**
 * Whose cart a request means: the signed-in user's (bearer token) or the guest's (cart token).
 * A token only ever finds a guest cart, and a user only their own, so no caller reaches another's.
 */
export interface CartOwner {
  user: SignedInUser | null;
  /** The guest token to answer in `meta.custom`: the one sent, or one just issued. */
  token: string | null;
}

export interface OwnedCart extends CartOwner {
  cart: CartRow | undefined;
}

export async function cartOwner(ctx: RequestContext): Promise<CartOwner> {
  const user = await optionalUser(ctx);
  return { user, token: user ? null : (ctx.cartToken ?? null) };
}

/** The request's open cart, if any (placed carts are history). */
export async function findOpenCart(ctx: RequestContext, owner?: CartOwner): Promise<OwnedCart> {
  const who = owner ?? (await cartOwner(ctx));
  if (who.user) return { ...who, cart: await selectUserCart(ctx.db, who.user.id) };
  if (!who.token) return { ...who, cart: undefined };
  const cart = await selectGuestCart(ctx.db, hashToken(who.token));
  return { ...who, cart: cart?.status === 'open' ? cart : undefined };
}

/**
 * The cart a place call means, locked in the placing transaction (so concurrent or repeated calls
 * for one cart queue): the user's open cart (or, for a retry, the one they just placed), or the
 * guest token's cart whether still open or already placed. One statement in the usual case.
 */
export async function lockPlacingCart(
  tx: RequestContext,
  owner: CartOwner,
): Promise<CartRow | undefined> {
  if (owner.user)
    return (
      (await selectUserCart(tx.db, owner.user.id, forUpdate)) ??
      (await selectLastPlacedUserCart(tx.db, owner.user.id, forUpdate))
    );
  return owner.token ? selectGuestCart(tx.db, hashToken(owner.token), forUpdate) : undefined;
}

/** The owner's cart (open or, for a guest, placed), locked in the caller's transaction. */
function lockOwnedCart(tx: RequestContext, owner: CartOwner): Promise<CartRow | undefined> {
  if (owner.user) return selectUserCart(tx.db, owner.user.id, forUpdate);
  return owner.token
    ? selectGuestCart(tx.db, hashToken(owner.token), forUpdate)
    : Promise.resolve(undefined);
}

/** Changes cart fields (coupon, credits, status) in the caller's transaction; renews a guest cart. */
export function changeCart(
  tx: RequestContext,
  id: string,
  values: Parameters<typeof updateCart>[2],
): Promise<void> {
  return updateCart(tx.db, id, values);
}

export function pickCartGift(tx: RequestContext, cartId: string, giftId: number): Promise<void> {
  return insertCartGift(tx.db, cartId, giftId);
}

export function unpickCartGift(tx: RequestContext, cartId: string, giftId: number): Promise<void> {
  return deleteCartGifts(tx.db, cartId, giftId);
}

/**
 * Runs `work` in a transaction holding the lock of the request's open cart, created first when
 * `create` (a guest then gets a new token). Without a cart and without `create`: 404. The cart
 * is found and locked by one statement; `fresh` tells `work` the cart was created just now (it
 * has no lines, gifts, coupon or credits, and no one else can see it before the commit).
 */
export async function withLockedCart<T>(
  ctx: RequestContext,
  options: { create: boolean; field?: string },
  work: (tx: RequestContext, cart: CartRow, owner: CartOwner, fresh: boolean) => Promise<T>,
): Promise<{ result: T; owner: CartOwner }> {
  let owner = await cartOwner(ctx);
  return inTransaction(ctx, async (tx) => {
    const locked = await lockOwnedCart(tx, owner);
    if (locked?.status === 'open') return { result: await work(tx, locked, owner, false), owner };
    // Placed (or merged away) already, or never there: a new cart, or nothing to change.
    if (!options.create)
      throw new NotFoundError(
        locked ? 'The cart was just placed as an order' : 'The cart is empty',
        options.field,
      );
    if (owner.user) {
      const values = { userId: owner.user.id, currencyCode: ctx.currency, locale: ctx.locale };
      const created = await insertUserCart(tx.db, values);
      if (created) return { result: await work(tx, created, owner, true), owner };
      // Another request of this user created it a moment ago: theirs, locked.
      const raced = await selectUserCart(tx.db, owner.user.id, forUpdate);
      if (!raced) throw new NotFoundError('The cart was just placed as an order', options.field);
      return { result: await work(tx, raced, owner, false), owner };
    }
    const { token, hash } = newToken();
    const cart = await insertGuestCart(tx.db, {
      tokenHash: hash,
      currencyCode: ctx.currency,
      locale: ctx.locale,
    });
    owner = { user: null, token };
    return { result: await work(tx, cart, owner, true), owner };
  });
}
