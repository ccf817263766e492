import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productWatchers } from '../../../db/schema/index.ts';

export type WatcherRow = typeof productWatchers.$inferSelect;
export type NewWatcher = Omit<typeof productWatchers.$inferInsert, 'id' | 'createdAt'>;

/**
 * A new watch, or a finished one (notified already) armed again with a new token. A watch that
 * is still waiting stays as it is and undefined comes back: no second mail, and a stranger who
 * knows the address cannot change its settings. One statement, so racing requests leave one row.
 */
export async function upsertWatcher(
  db: Database,
  row: NewWatcher,
): Promise<{ id: number } | undefined> {
  const [result] = await db
    .insert(productWatchers)
    .values(row)
    .onConflictDoUpdate({
      target: [productWatchers.productId, productWatchers.email],
      set: {
        userId: sql`coalesce(excluded.user_id, ${productWatchers.userId})`,
        locale: row.locale,
        currencyCode: row.currencyCode,
        priceBelow: row.priceBelow ?? null,
        watchStock: row.watchStock,
        watchPrice: row.watchPrice,
        priceAtStart: row.priceAtStart ?? null,
        unsubscribeTokenHash: row.unsubscribeTokenHash,
        notifiedAt: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${productWatchers.notifiedAt} is not null`,
    })
    .returning({ id: productWatchers.id });
  return result;
}

/** Removes the watch holding this token; false when none does (removed already, or never). */
export async function deleteWatcherByToken(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(productWatchers)
    .where(eq(productWatchers.unsubscribeTokenHash, tokenHash))
    .returning({ id: productWatchers.id });
  return rows.length > 0;
}

/**
 * The product's waiting watches, locked until the transaction ends; rows another notifier holds
 * are skipped (it is mailing them), so two notifiers never mail one watch twice.
 */
export function lockWaitingWatchers(db: Database, productId: number): Promise<WatcherRow[]> {
  return db
    .select()
    .from(productWatchers)
    .where(and(eq(productWatchers.productId, productId), isNull(productWatchers.notifiedAt)))
    .orderBy(productWatchers.id)
    .for('update', { skipLocked: true });
}

export async function markNotified(db: Database, id: number): Promise<void> {
  await db
    .update(productWatchers)
    .set({ notifiedAt: sql`now()` })
    .where(eq(productWatchers.id, id));
}

/** Products that someone is still waiting on. */
export async function selectWatchedProductIds(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: productWatchers.productId })
    .from(productWatchers)
    .where(isNull(productWatchers.notifiedAt))
    .orderBy(productWatchers.productId);
  return rows.map((row) => row.productId);
}
