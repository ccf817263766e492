import type { RequestContext } from '../../../core/request-context.ts';
import { NotFoundError } from '../../../core/errors.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { hashToken, newToken } from '../../accounts/users/tokens.ts';
import { optionalUser, type SignedInUser } from '../../accounts/users/sessions.service.ts';
import {
  deleteCartGifts,
  insertCartGift,
  insertGuestCart,
  lockCart,
  selectGuestCart,
  selectLastPlacedUserCart,
  selectUserCart,
  updateCart,
  upsertUserCart,
  type CartRow,
} from './carts.repository.ts';

export type { CartRow };

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
 * The cart a place call means: the user's open cart (or, for a retry, the one they just placed),
 * or the guest token's cart whether still open or already placed.
 */
export async function findPlacingCart(
  ctx: RequestContext,
  owner: CartOwner,
): Promise<CartRow | undefined> {
  if (owner.user)
    return (
      (await selectUserCart(ctx.db, owner.user.id)) ??
      (await selectLastPlacedUserCart(ctx.db, owner.user.id))
    );
  return owner.token ? selectGuestCart(ctx.db, hashToken(owner.token)) : undefined;
}

/** Locks a cart row by id in the caller's transaction (the placing one). */
export function lockCartById(tx: RequestContext, id: string): Promise<CartRow | undefined> {
  return lockCart(tx.db, id);
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
 * `create` (a guest then gets a new token). Without a cart and without `create`: 404.
 */
export async function withLockedCart<T>(
  ctx: RequestContext,
  options: { create: boolean; field?: string },
  work: (tx: RequestContext, cart: CartRow, owner: CartOwner) => Promise<T>,
): Promise<{ result: T; owner: CartOwner }> {
  const found = await findOpenCart(ctx);
  let owner: CartOwner = found;
  return inTransaction(ctx, async (tx) => {
    let cart = found.cart;
    if (!cart && options.create) {
      if (owner.user) {
        cart = await upsertUserCart(tx.db, {
          userId: owner.user.id,
          currencyCode: ctx.currency,
          locale: ctx.locale,
        });
      } else {
        const { token, hash } = newToken();
        cart = await insertGuestCart(tx.db, {
          tokenHash: hash,
          currencyCode: ctx.currency,
          locale: ctx.locale,
        });
        owner = { user: null, token };
      }
    }
    if (!cart) throw new NotFoundError('The cart is empty', options.field);
    const locked = await lockCart(tx.db, cart.id);
    // Placed (or merged away) between the lookup and the lock: this request's cart is gone.
    if (!locked || locked.status !== 'open')
      throw new NotFoundError('The cart was just placed as an order', options.field);
    return { result: await work(tx, locked, owner), owner };
  });
}
