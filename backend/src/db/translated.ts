import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A translated value: the requested language, else the fallback language, else `last` (so a
 * missing translation degrades to something readable instead of failing the response contract).
 * Without `last` the value may be null.
 */
export function translated(
  requested: PgColumn,
  fallback: PgColumn,
  last: PgColumn | SQL,
): SQL<string>;
export function translated(requested: PgColumn, fallback: PgColumn): SQL<string | null>;
export function translated(requested: PgColumn, fallback: PgColumn, last?: PgColumn | SQL): SQL {
  return last === undefined
    ? sql`coalesce(${requested}, ${fallback})`
    : sql`coalesce(${requested}, ${fallback}, ${last})`;
}
