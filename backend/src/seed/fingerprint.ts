import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import type { SeedSection } from './sections.ts';

/**
 * Columns left out of fingerprints, by table: ones the database fills differently on every seed
 * (a `now()` or random default). None today: every seeded value is fixed in the seed's code, and
 * `seed_sections.applied_at` belongs to no section. A column added here needs a comment saying why.
 */
export const volatileColumns: Readonly<Record<string, readonly string[]>> = {};

/** What makes a database default differ from one seed to the next. */
const volatileSql =
  /\b(now|random|gen_random_uuid|uuid_generate_\w+|clock_timestamp|nextval)\s*\(|current_(timestamp|date|time)|localtimestamp/i;

/**
 * `table.column` of every column the sections write whose default is computed at insert (SQL
 * such as `now()`, or a Drizzle `$defaultFn`/`$onUpdateFn`) and that `volatileColumns` does not
 * leave out: a row that omits it would fingerprint differently on every seed.
 */
export function unlistedVolatileColumns(sections: readonly SeedSection[]): string[] {
  const dialect = new PgDialect();
  const computed = (column: PgColumn) => {
    if (column.defaultFn || column.onUpdateFn) return true;
    const value: unknown = column.default;
    return is(value, SQL) && volatileSql.test(dialect.sqlToQuery(value).sql);
  };
  return sections.flatMap((section) =>
    section.tables.flatMap((table) => {
      const name = getTableName(table);
      return Object.values(getTableColumns(table))
        .filter((column) => computed(column) && !volatileColumns[name]?.includes(column.name))
        .map((column) => `${name}.${column.name}`);
    }),
  );
}

/** JSON with object keys sorted, so property order never changes a fingerprint. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' ? JSON.stringify(String(value)) : JSON.stringify(value);
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, each]) => each !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonical(each)}`).join(',')}}`;
}

/**
 * One line per row, keyed by SQL column name (a TypeScript rename changes no row), sorted in
 * JavaScript: the database's collation never decides the order, and every table is covered
 * whatever its key (link tables have composite keys, some tables none).
 */
async function tableLines(tx: Database, table: PgTable): Promise<string[]> {
  const skipped = volatileColumns[getTableName(table)] ?? [];
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => !skipped.includes(column.name),
  );
  const rows: Record<string, unknown>[] = await tx.select().from(table);
  return rows
    .map((row) => canonical(Object.fromEntries(columns.map(([key, c]) => [c.name, row[key]]))))
    .sort();
}

/**
 * sha256 of every row each section's tables hold, per section. Values are read through Drizzle
 * (dates as instants, json parsed) in one transaction whose session settings are fixed, so the
 * same rows give the same fingerprint on PGlite and on any PostgreSQL server (its time zone
 * would otherwise shape the text of `mode: 'string'` timestamps).
 */
export function sectionFingerprints(
  db: Database,
  sections: readonly SeedSection[],
): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    await tx.execute(sql`set local datestyle to 'ISO, YMD'`);
    await tx.execute(sql`set local extra_float_digits to 1`);
    const fingerprints: Record<string, string> = {};
    for (const section of sections) {
      const hash = createHash('sha256');
      for (const table of section.tables) {
        hash.update(`table ${getTableName(table)}\n`);
        for (const line of await tableLines(tx, table)) hash.update(`${line}\n`);
      }
      fingerprints[section.name] = hash.digest('hex');
    }
    return fingerprints;
  });
}
