import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { cartGifts, cartItems, carts } from '../../../db/schema/index.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = Omit<typeof cartItems.$inferInsert, 'id' | 'createdAt'>;

/** Guest carts live as long as the guest cart cookie (spec §9: 1 day), renewed by every write. */
export const guestCartLifetimeSql = sql`now() + interval '1 day'`;

const live = or(isNull(carts.expiresAt), gt(carts.expiresAt, sql`now()`));

/** The user's open cart. */
export async function selectUserCart(db: Database, userId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'open')))
    .limit(1);
  return row;
}

/**
 * A guest cart by its token's hash, open or placed (placing is retried with the same token).
 * A cart that belongs to a user is never reached by a token.
 */
export async function selectGuestCart(
  db: Database,
  tokenHash: string,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.tokenHash, tokenHash), isNull(carts.userId), live))
    .limit(1);
  return row;
}

/** The user's most recently placed cart: what a retried place call of a signed-in shopper meant. */
export async function selectLastPlacedUserCart(
  db: Database,
  userId: number,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.userId, userId),
        eq(carts.status, 'placed'),
        gt(carts.updatedAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row;
}

export async function insertGuestCart(
  db: Database,
  values: { tokenHash: string; currencyCode: string; locale: string },
): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values({ ...values, expiresAt: guestCartLifetimeSql })
    .returning();
  if (!row) throw new Error('insert into carts returned no row');
  return row;
}

/** The user's open cart, created when missing; two racing creations end with one (unique index). */
export async function upsertUserCart(
  db: Database,
  values: { userId: number; currencyCode: string; locale: string },
): Promise<CartRow> {
  await db
    .insert(carts)
    .values(values)
    .onConflictDoNothing({
      target: carts.userId,
      where: sql`${carts.status} = 'open'`,
    });
  const row = await selectUserCart(db, values.userId);
  if (!row) throw new Error('the user cart vanished after its upsert');
  return row;
}

export async function selectCart(db: Database, id: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/** Locks the cart row until the transaction ends: every write of one cart goes one at a time. */
export async function lockCart(db: Database, id: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id)).for('update');
  return row;
}

export async function updateCart(
  db: Database,
  id: string,
  values: Partial<Omit<typeof carts.$inferInsert, 'id'>>,
): Promise<void> {
  const renew = {
    updatedAt: sql`now()`,
    expiresAt: sql`case when ${carts.userId} is null then ${guestCartLifetimeSql} end`,
  };
  await db
    .update(carts)
    .set({ ...renew, ...values })
    .where(eq(carts.id, id));
}

export async function deleteCart(db: Database, id: string): Promise<void> {
  await db.delete(carts).where(eq(carts.id, id));
}

export function selectCartItems(db: Database, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

export async function insertCartItem(db: Database, row: NewCartItemRow): Promise<CartItemRow> {
  const [inserted] = await db.insert(cartItems).values(row).returning();
  if (!inserted) throw new Error('insert into cart_items returned no row');
  return inserted;
}

export async function setCartItemAmount(
  db: Database,
  cartId: string,
  itemId: number,
  amount: number,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ amount })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
}

/** Deletes lines of this cart (their nested lines go with them by cascade); answers how many. */
export async function deleteCartItems(
  db: Database,
  cartId: string,
  itemIds?: readonly number[],
): Promise<number> {
  const rows = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        itemIds ? sql`${cartItems.id} = any(${`{${itemIds.join(',')}}`}::int[])` : undefined,
      ),
    )
    .returning({ id: cartItems.id });
  return rows.length;
}

export async function selectCartGiftIds(db: Database, cartId: string): Promise<number[]> {
  const rows = await db
    .select({ giftId: cartGifts.giftId })
    .from(cartGifts)
    .where(eq(cartGifts.cartId, cartId))
    .orderBy(asc(cartGifts.giftId));
  return rows.map((row) => row.giftId);
}

export async function insertCartGift(db: Database, cartId: string, giftId: number): Promise<void> {
  await db.insert(cartGifts).values({ cartId, giftId }).onConflictDoNothing();
}

export async function deleteCartGifts(
  db: Database,
  cartId: string,
  giftId?: number,
): Promise<void> {
  await db
    .delete(cartGifts)
    .where(and(eq(cartGifts.cartId, cartId), giftId ? eq(cartGifts.giftId, giftId) : undefined));
}

/** Moves the guest cart's lines to another cart (login merge); nesting is kept (ids stay). */
export async function moveCartItems(db: Database, fromId: string, toId: string): Promise<void> {
  await db.update(cartItems).set({ cartId: toId }).where(eq(cartItems.cartId, fromId));
}
