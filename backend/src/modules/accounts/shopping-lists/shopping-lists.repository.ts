import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { shoppingListItems, shoppingLists } from '../../../db/schema/index.ts';

export type ListRow = typeof shoppingLists.$inferSelect;
export type ItemRow = typeof shoppingListItems.$inferSelect;

/** Arbitrary, fixed: the first key of the advisory lock (addresses use another). */
const listLockSpace = 20_554;

/** Serialises one user's list writes (limits, first-use wish list) until the transaction ends. */
export async function lockLists(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${listLockSpace}, ${userId})`);
}

export function selectLists(db: Database, userId: number): Promise<ListRow[]> {
  return db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId))
    .orderBy(asc(shoppingLists.id));
}

/** The list if it is this user's, by id or by code; someone else's is as absent as a missing one. */
export async function selectOwnList(
  db: Database,
  userId: number,
  by: { id: number } | { code: string },
): Promise<ListRow | undefined> {
  const [row] = await db
    .select()
    .from(shoppingLists)
    .where(
      and(
        eq(shoppingLists.userId, userId),
        'id' in by ? eq(shoppingLists.id, by.id) : eq(shoppingLists.code, by.code),
      ),
    );
  return row;
}

export async function countLists(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId));
  return row?.count ?? 0;
}

export async function insertList(
  db: Database,
  list: { userId: number; code: string; name: string },
): Promise<ListRow> {
  const [row] = await db.insert(shoppingLists).values(list).returning();
  return row!;
}

export async function renameOwnList(
  db: Database,
  userId: number,
  id: number,
  name: string,
): Promise<ListRow | undefined> {
  const [row] = await db
    .update(shoppingLists)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnList(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(shoppingLists)
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.userId, userId)))
    .returning({ id: shoppingLists.id });
  return rows.length > 0;
}

export function selectItems(db: Database, listIds: readonly number[]): Promise<ItemRow[]> {
  if (listIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shoppingListItems)
    .where(inArray(shoppingListItems.listId, [...listIds]))
    .orderBy(asc(shoppingListItems.id));
}

export async function countItems(db: Database, listId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, listId));
  return row?.count ?? 0;
}

/** A product (variant) is on a list once: putting it again sets its amount. */
export async function upsertItem(
  db: Database,
  item: { listId: number; productId: number; variantId: number | null; amount: number },
): Promise<void> {
  await db
    .insert(shoppingListItems)
    .values(item)
    .onConflictDoUpdate({
      target: [shoppingListItems.listId, shoppingListItems.productId, shoppingListItems.variantId],
      set: { amount: item.amount },
    });
}

export async function deleteItem(db: Database, listId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
    .returning({ id: shoppingListItems.id });
  return rows.length > 0;
}
