import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentTransactions } from '../../db/schema/index.ts';

export type PaymentAttempt = typeof paymentTransactions.$inferSelect;
type Outcome = 'paid' | 'failed' | 'cancelled';

export async function selectAttempt(db: Database, id: string): Promise<PaymentAttempt | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}

export async function selectPendingAttempt(
  db: Database,
  orderId: number,
): Promise<PaymentAttempt | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, 'pending')),
    );
  return row;
}

/** A new pending attempt, unless one is pending already (the partial unique index decides). */
export async function insertPendingAttempt(
  db: Database,
  attempt: { orderId: number; provider: string; amount: number; currencyCode: string },
): Promise<void> {
  await db
    .insert(paymentTransactions)
    .values(attempt)
    .onConflictDoNothing({
      target: paymentTransactions.orderId,
      where: sql`${paymentTransactions.status} = 'pending'`,
    });
}

/** Where the provider's answer is kept so every later ask answers the same page. */
export async function recordProviderPayment(
  db: Database,
  id: string,
  payment: { externalRef: string; redirectUrl: string },
): Promise<void> {
  await db.update(paymentTransactions).set(payment).where(eq(paymentTransactions.id, id));
}

/**
 * Settles a pending attempt; false when it was settled already (a repeated or concurrent result):
 * the condition on `pending` lets exactly one result through.
 */
export async function settleAttempt(
  db: Database,
  id: string,
  outcome: Outcome,
  externalRef: string,
): Promise<boolean> {
  const rows = await db
    .update(paymentTransactions)
    .set({ status: outcome, externalRef, settledAt: sql`now()` })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'pending')))
    .returning({ id: paymentTransactions.id });
  return rows.length === 1;
}
