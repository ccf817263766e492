import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/users/passwords.ts';
import { demoAccounts } from './data/accounts.ts';

/**
 * Adds the demo shoppers that are missing, activated. Users are runtime data: the seed owns no
 * user table, never empties it, and an account the shop already has (its password changed, its
 * groups edited) is left as it is.
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
    .onConflictDoNothing()
    .returning({ id: schema.users.id });
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
