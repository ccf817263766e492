import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { newsletterSubscriptions } from '../../../db/schema/index.ts';

/**
 * Makes the address pending with a new confirmation token, unless it is already active (then
 * nothing changes and undefined comes back: no second mail). One statement, so two concurrent
 * subscriptions of one address leave one row.
 */
export async function upsertPendingSubscription(
  db: Database,
  row: { email: string; locale: string; source: string | null; tokenHash: string },
): Promise<{ id: number } | undefined> {
  const [result] = await db
    .insert(newsletterSubscriptions)
    .values({ ...row, status: 'pending' })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        status: 'pending',
        tokenHash: row.tokenHash,
        locale: row.locale,
        source: sql`coalesce(excluded.source, ${newsletterSubscriptions.source})`,
      },
      setWhere: sql`${newsletterSubscriptions.status} <> 'active'`,
    })
    .returning({ id: newsletterSubscriptions.id });
  return result;
}

/** Confirms the pending subscription holding this token; the token is used up. */
export async function confirmSubscription(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'active', tokenHash: null, confirmedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, tokenHash),
        eq(newsletterSubscriptions.status, 'pending'),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
