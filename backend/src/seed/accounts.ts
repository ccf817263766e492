import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/users/passwords.ts';
import { demoAccounts } from './data/accounts.ts';

/**
 * Adds the demo shoppers that are missing, activated. Users are runtime data (orders, carts and
 * tokens point at them): the seed owns no user table, never empties it, and an account the shop
 * already has (its password changed, its groups edited, its credits spent) is left as it is. Credits
 * come with a ledger row, as the balance must equal the ledger.
 */
export async function writeDemoAccounts(tx: Database): Promise<Record<string, number>> {
  const now = new Date().toISOString();
  const rows = await Promise.all(
    demoAccounts.map(async ({ password, groups, ...account }) => ({
      ...account,
      groups: [...groups],
      passwordHash: await hashPassword(password),
      activatedAt: now,
    })),
  );
  const inserted = await tx
    .insert(schema.users)
    .values(rows)
    .onConflictDoNothing({ target: schema.users.email })
    .returning({ id: schema.users.id, credits: schema.users.credits });
  const credited = inserted.filter((user) => user.credits > 0);
  if (credited.length > 0)
    await tx
      .insert(schema.creditTransactions)
      .values(credited.map((user) => ({ userId: user.id, amount: user.credits, reason: 'demo' })));
  return { users: inserted.length };
}

/** The demo shoppers present (for tests). */
export function selectDemoAccounts(db: Database) {
  return db
    .select()
    .from(schema.users)
    .where(
      inArray(
        schema.users.email,
        demoAccounts.map((account) => account.email),
      ),
    );
}
