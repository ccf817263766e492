import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { forgetDictionaries } from '../db/dictionary-cache.ts';
import * as schema from '../db/schema/index.ts';
import { applySections, seedState, type ApplyOptions, type SeedResult } from './apply.ts';
import { seedSections } from './sections.ts';

export { seedState, type SeedResult, type SeedState } from './apply.ts';

export interface SeedOptions {
  /**
   * Number of demo products (issue 5). Steps generate rows from a seeded generator and insert them
   * in chunks, so 100,000 stays a matter of seconds and memory stays flat. Default: what the
   * database was seeded with, else 1,000.
   */
  products?: number;
}

/**
 * Brings the demo shop up to date: every section that is missing or changed, each in its own
 * transaction (docs/decisions/014-versioned-seed.md). Leaves a database with a shop's own data
 * (`state: 'foreign'`) untouched.
 */
export async function seedDemo(db: Database, options: ApplyOptions = {}): Promise<SeedResult> {
  const state = await seedState(db);
  if (state === 'foreign') return { state, applied: [], rows: {}, skipped: [], edited: {} };
  // The seed writes the shop-wide dictionaries (currencies, shippers, payments, categories…).
  return applySections(db, state, options).finally(() => forgetDictionaries(db));
}

/**
 * Empties every table of the demo shop (ids restart) and writes all sections again, all or
 * nothing: `pnpm seed`. Whatever the database held is gone, so callers check `seedState` first.
 */
export function reseedDemo(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const tables = [...seedSections.flatMap((section) => section.tables), schema.seedSections];
  const names = tables.map((table) => sql.identifier(getTableName(table)));
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
      return applySections(tx, 'empty', options);
    })
    .finally(() => forgetDictionaries(db));
}
