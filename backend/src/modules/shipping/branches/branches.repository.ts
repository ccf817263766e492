import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { shipperBranches } from '../../../db/schema/index.ts';

export type BranchRow = typeof shipperBranches.$inferSelect;

const haystack = sql`unaccent(lower(${shipperBranches.name} || ' ' || ${shipperBranches.city} || ' ' || ${shipperBranches.street} || ' ' || ${shipperBranches.postcode}))`;

/** Active branches of a shipper (or all) where every word occurs, ignoring case and diacritics. */
function filter(shipperId: number | undefined, words: readonly string[]): SQL | undefined {
  return and(
    eq(shipperBranches.active, true),
    shipperId === undefined ? undefined : eq(shipperBranches.shipperId, shipperId),
    // strpos instead of LIKE: the words are plain text, no wildcard escaping needed.
    ...words.map((word) => sql`strpos(${haystack}, unaccent(lower(${word}))) > 0`),
  );
}

export async function countBranches(
  db: Database,
  shipperId: number | undefined,
  words: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(shipperBranches)
    .where(filter(shipperId, words));
  return row?.total ?? 0;
}

export function selectBranchPage(
  db: Database,
  shipperId: number | undefined,
  words: readonly string[],
  limit: number,
  offset: number,
): Promise<BranchRow[]> {
  return db
    .select()
    .from(shipperBranches)
    .where(filter(shipperId, words))
    .orderBy(asc(shipperBranches.city), asc(shipperBranches.name), asc(shipperBranches.id))
    .limit(limit)
    .offset(offset);
}

export function selectBranchesByIds(db: Database, ids: readonly number[]): Promise<BranchRow[]> {
  return db
    .select()
    .from(shipperBranches)
    .where(and(eq(shipperBranches.active, true), inArray(shipperBranches.id, [...ids])));
}

export async function selectBranchByRemoteId(
  db: Database,
  shipperId: number,
  remoteId: string,
): Promise<BranchRow | undefined> {
  const [row] = await db
    .select()
    .from(shipperBranches)
    .where(
      and(
        eq(shipperBranches.shipperId, shipperId),
        eq(shipperBranches.remoteId, remoteId),
        eq(shipperBranches.active, true),
      ),
    )
    .limit(1);
  return row;
}
