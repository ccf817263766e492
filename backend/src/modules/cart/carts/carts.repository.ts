import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { preparing } from '../../../db/database.ts';
import { cartGifts, cartItems, carts } from '../../../db/schema/index.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = Omit<typeof cartItems.$inferInsert, 'id' | 'createdAt'>;

/** Guest carts live as long as the guest cart cookie (spec §9: 1 day), renewed by every write. */
export const guestCartLifetimeSql = sql`now() + interval '1 day'`;

const live = or(isNull(carts.expiresAt), gt(carts.expiresAt, sql`now()`));

/** With `lock`, a read takes the row's lock until the transaction ends (`select … for update`). */
type Read = { lock?: boolean };

/** The first cart `where` finds (newest first if `newest`), locked when asked. */
async function firstCart(
  db: Database,
  where: SQL | undefined,
  { lock = false, newest = false }: Read & { newest?: boolean },
): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(where)
    .orderBy(...(newest ? [desc(carts.updatedAt)] : []))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The user's open cart. Locked, one placed meanwhile by a transaction this one waited for is not
 * found (its status no longer matches once the lock is granted).
 */
export function selectUserCart(
  db: Database,
  userId: number,
  read: Read = {},
): Promise<CartRow | undefined> {
  return firstCart(db, and(eq(carts.userId, userId), eq(carts.status, 'open')), read);
}

/**
 * A guest cart by its token's hash, open or placed (placing is retried with the same token).
 * A cart that belongs to a user is never reached by a token.
 */
export function selectGuestCart(
  db: Database,
  tokenHash: string,
  read: Read = {},
): Promise<CartRow | undefined> {
  return firstCart(db, and(eq(carts.tokenHash, tokenHash), isNull(carts.userId), live), read);
}

/** The user's most recently placed cart: what a retried place call of a signed-in shopper meant. */
export function selectLastPlacedUserCart(
  db: Database,
  userId: number,
  read: Read = {},
): Promise<CartRow | undefined> {
  const recent = gt(carts.updatedAt, sql`now() - interval '1 hour'`);
  return firstCart(db, and(eq(carts.userId, userId), eq(carts.status, 'placed'), recent), {
    ...read,
    newest: true,
  });
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

/**
 * Creates the user's open cart when they have none: the new row (this transaction's own, so no
 * one else can lock it before the commit), or undefined when one exists already (two racing
 * creations end with one, by the unique index; the loser locks the winner's with selectUserCart).
 */
export async function insertUserCart(
  db: Database,
  values: { userId: number; currencyCode: string; locale: string },
): Promise<CartRow | undefined> {
  const [row] = await db
    .insert(carts)
    .values(values)
    .onConflictDoNothing({
      target: carts.userId,
      where: sql`${carts.status} = 'open'`,
    })
    .returning();
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

/**
 * The cart's lines (id order) and the ids of its picked gifts, in one statement. Read after the
 * cart's lock is granted (a statement of its own), so it sees what the previous holder wrote.
 */
export async function selectCartContents(
  db: Database,
  cartId: string,
): Promise<{ lines: CartItemRow[]; giftIds: number[] }> {
  const rows = await db
    .select({
      line: cartItems,
      giftIds: sql<number[]>`array(select ${cartGifts.giftId} from ${cartGifts}
        where ${cartGifts.cartId} = ${carts.id} order by ${cartGifts.giftId})`,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.id, cartId))
    .orderBy(asc(cartItems.id));
  return {
    lines: rows.flatMap((row) => (row.line ? [row.line] : [])),
    giftIds: rows[0]?.giftIds ?? [],
  };
}

/**
 * A guest's new cart holding its first line, written by one statement (no transaction needed:
 * the statement is atomic, and no one else knows the cart before its token is answered). The line
 * is inserted by a CTE and its generated id and time come back in the cart's `returning`: drizzle
 * builds that in half the time of selecting both rows from two CTEs (decision 250).
 */
export async function insertGuestCartWithItem(
  db: Database,
  cart: { tokenHash: string; currencyCode: string; locale: string },
  item: Omit<CartItemRow, 'id' | 'cartId' | 'createdAt'>,
): Promise<{ cart: CartRow; line: CartItemRow }> {
  const id = randomUUID();
  const line = db.$with('created_line').as(
    db
      .insert(cartItems)
      .values({ ...item, cartId: id })
      .returning({ id: cartItems.id, createdAt: cartItems.createdAt }),
  );
  // Prepared (decision 245): a fixed text, sent on every guest's first add.
  const [row] = await preparing(db)
    .with(line)
    .insert(carts)
    .values({ ...cart, id, expiresAt: guestCartLifetimeSql })
    .returning({
      ...getTableColumns(carts),
      lineId: sql<number>`(select ${line.id} from ${line})`.mapWith(Number),
      lineCreatedAt: sql`(select ${line.createdAt} from ${line})`.mapWith(cartItems.createdAt),
    });
  if (!row) throw new Error('insert into carts and cart_items returned no row');
  const { lineId, lineCreatedAt, ...created } = row;
  return {
    cart: created,
    // Every column the line has: what was sent (all of it, so no default of the table is
    // written again here) and the two the database made.
    line: { ...item, cartId: id, id: lineId, createdAt: lineCreatedAt },
  };
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
