import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LocaleScope } from '../../../db/translations.ts';

/**
 * Rows of `table` whose `key` is one of `ids`, in `order`: the child rows of a page of entities
 * (links, references, employees, filters). Asking for no ids runs no query.
 */
export async function rowsOf<T extends PgTable>(
  scope: LocaleScope,
  table: T,
  key: PgColumn,
  ids: readonly number[],
  ...order: SQL[]
): Promise<T['$inferSelect'][]> {
  if (ids.length === 0) return [];
  return (await scope.db
    .select()
    .from(table as PgTable)
    .where(inArray(key, [...ids]))
    .orderBy(...order)) as T['$inferSelect'][];
}
