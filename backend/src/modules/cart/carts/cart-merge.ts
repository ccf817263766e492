import type { RequestContext } from '../../../core/request-context.ts';
import type { LoginHook } from '../../accounts/users/sessions.service.ts';
import { hashToken } from '../../accounts/users/tokens.ts';
import {
  deleteCart,
  deleteCartItems,
  lockCart,
  moveCartItems,
  selectCartItems,
  selectGuestCart,
  selectUserCart,
  setCartItemAmount,
  updateCart,
  type CartItemRow,
} from './carts.repository.ts';

/** Top-level lines of one variant (same credits flag, same custom data) become one line. */
async function combineLines(tx: RequestContext, cartId: string): Promise<void> {
  const rows = await selectCartItems(tx.db, cartId);
  const hasChildren = new Set(rows.map((row) => row.parentId));
  const firstOf = new Map<string, CartItemRow>();
  const merged: number[] = [];
  for (const row of rows) {
    if (row.parentId !== null || hasChildren.has(row.id)) continue;
    const key = JSON.stringify([row.variantId, row.forCredits, row.custom ?? null]);
    const first = firstOf.get(key);
    if (!first) {
      firstOf.set(key, row);
      continue;
    }
    first.amount = Math.min(first.amount + row.amount, 9999);
    await setCartItemAmount(tx.db, cartId, first.id, first.amount);
    merged.push(row.id);
  }
  if (merged.length > 0) await deleteCartItems(tx.db, cartId, merged);
}

/**
 * The guest cart of the login request (its `x-cart-token`) joins the user's cart, inside the login
 * transaction: adopted whole when the user has no open cart, else its lines move over (same
 * variants add up) and its coupon fills an empty slot; the guest cart is then gone.
 */
export const mergeGuestCartOnLogin: LoginHook = async (tx, user) => {
  if (!tx.cartToken) return;
  const guest = await selectGuestCart(tx.db, hashToken(tx.cartToken));
  if (!guest || guest.status !== 'open') return;
  await lockCart(tx.db, guest.id);
  const own = await selectUserCart(tx.db, user.id);
  if (!own) {
    await updateCart(tx.db, guest.id, { userId: user.id, tokenHash: null, expiresAt: null });
    return;
  }
  await lockCart(tx.db, own.id);
  await moveCartItems(tx.db, guest.id, own.id);
  await combineLines(tx, own.id);
  if (own.couponId === null && guest.couponId !== null)
    await updateCart(tx.db, own.id, { couponId: guest.couponId });
  await deleteCart(tx.db, guest.id);
};
