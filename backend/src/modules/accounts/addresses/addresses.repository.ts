import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { AddressType } from '../../../db/schema/accounts.ts';
import { userAddresses } from '../../../db/schema/index.ts';

export type AddressRow = typeof userAddresses.$inferSelect;
export type NewAddressRow = Omit<typeof userAddresses.$inferInsert, 'id' | 'createdAt'>;

/** Arbitrary, fixed: the first key of the advisory lock, so other locks on user ids never clash. */
const addressLockSpace = 20_553;

/**
 * Serialises one user's address writes until the transaction ends (an advisory lock: it works
 * even when the user has no address row to lock yet), so two concurrent "make default" calls
 * cannot both pass the one-default check.
 */
export async function lockAddressBook(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${addressLockSpace}, ${userId})`);
}

export function selectAddresses(
  db: Database,
  userId: number,
  filter: { type?: AddressType; countryCode?: string },
): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.userId, userId),
        filter.type ? eq(userAddresses.type, filter.type) : undefined,
        filter.countryCode ? eq(userAddresses.countryCode, filter.countryCode) : undefined,
      ),
    )
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.type), asc(userAddresses.id));
}

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return row?.count ?? 0;
}

/** The address if it is this user's; someone else's is as absent as a missing one. */
export async function selectOwnAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
  return row;
}

export async function clearDefault(db: Database, userId: number, type: AddressType): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.type, type),
        eq(userAddresses.isDefault, true),
      ),
    );
}

export async function insertAddress(db: Database, row: NewAddressRow): Promise<AddressRow> {
  const [inserted] = await db.insert(userAddresses).values(row).returning();
  return inserted!;
}

export async function updateOwnAddress(
  db: Database,
  userId: number,
  id: number,
  changes: Partial<NewAddressRow>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(userAddresses)
    .set(changes)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning({ id: userAddresses.id });
  return rows.length > 0;
}
