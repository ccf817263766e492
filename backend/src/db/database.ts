import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** Drizzle over either driver; repositories only see this, so one code path serves both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in `backend/drizzle` that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process runs one (a PostgreSQL advisory lock), so N instances
   * starting together migrate and seed once. PGlite is single-process and needs no lock.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections the pool may open (PGlite: its one in-process connection). */
  readonly poolSize: number;
  /**
   * This pool's open connections by state as the server sees them (`active`, `idle`, `idle in
   * transaction`), for the metrics; PGlite has none to tell. The driver (postgres.js) does not
   * say how many queries wait for a connection.
   */
  connectionStates?(): Promise<Record<string, number>>;
}

const preparingVariants = new WeakMap<Database, Database>();

/** Registers the variant of `db` that `preparing(db)` answers (postgres.ts, for its pool). */
export function registerPreparing(db: Database, variant: Database): void {
  preparingVariants.set(db, variant);
}

/**
 * `db` whose statements are named prepared statements (parsed and described once per connection,
 * then one round trip each; decision 245), for a hot statement outside a transaction, whose text
 * is fixed. Statements in a transaction are prepared already; PGlite has no round trips: both get
 * `db` back as it is.
 */
export function preparing(db: Database): Database {
  return preparingVariants.get(db) ?? db;
}

/**
 * Rows of a raw query. The drivers disagree on the result shape (PGlite `{ rows }`, postgres.js an
 * array), so raw SQL (recursive CTEs) goes through here. Alias columns in camelCase in the SQL.
 */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
