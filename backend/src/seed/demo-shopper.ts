import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/users/passwords.ts';
import { demoShopper } from './data/demo-shopper.ts';

/**
 * Adds the demo shopper when the shop has no account with its e-mail. Accounts are runtime data
 * (orders, carts and tokens point at them), so, like the demo coupons, the seed owns no account
 * table: it never empties it, and an existing account (its password changed, its credits spent)
 * is left as it is. The credits come with a ledger row, as the balance must equal the ledger.
 */
export async function writeDemoShopper(tx: Database): Promise<Record<string, number>> {
  const { password, credits, ...profile } = demoShopper;
  const inserted = await tx
    .insert(schema.users)
    .values({
      ...profile,
      passwordHash: await hashPassword(password),
      credits,
      activatedAt: new Date().toISOString(),
    })
    .onConflictDoNothing({ target: schema.users.email })
    .returning({ id: schema.users.id });
  const [user] = inserted;
  if (user)
    await tx
      .insert(schema.creditTransactions)
      .values({ userId: user.id, amount: credits, reason: 'demo' });
  return { users: inserted.length };
}

/** The demo shopper's row, when present (for tests). */
export function selectDemoShopper(db: Database) {
  return db.select().from(schema.users).where(eq(schema.users.email, demoShopper.email));
}
