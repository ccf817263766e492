import { and, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/** What a translated read needs from the request: its database and its two languages. */
export interface LocaleScope {
  db: Database;
  locale: string;
  fallbackLocale: string;
}

/**
 * The one translation rule of the back end, as a join or filter condition: this row of `table` is
 * the translation of `owner` a request reads — its row in the request language, else its row in
 * the fallback language (`x-default-locale`). Whole rows fall back, never single columns: a
 * translation is written together, so mixing columns would mix languages within one text.
 *
 * `key` is the table's column naming the entity, `owner` what it must equal: the entity's id column
 * in a join (`.leftJoin(table, preferredTranslation(…, shippers.id))`, or `left join ${table} on
 * ${…}` in raw SQL), or `key` itself to filter the table alone (translationsOf).
 */
export function preferredTranslation(
  scope: LocaleScope,
  table: PgTable,
  key: PgColumn,
  owner: PgColumn | SQL,
): SQL {
  const columns = getTableColumns(table);
  const keyName = nameOf(table, key);
  if (!columns.locale) throw new Error(`${getTableName(table)} has no locale column`);
  const otherName = `${getTableName(table)}_preferred`;
  const other = alias(table, otherName) as unknown as Record<string, PgColumn>;
  const [otherKey, otherLocale] = [other[keyName], other.locale];
  return sql`${key} = ${owner} and ${columns.locale} = (
    select ${otherLocale} from ${table} ${sql.identifier(otherName)} where ${otherKey} = ${owner}
      and ${otherLocale} in (${scope.locale}, ${scope.fallbackLocale})
    order by ${otherLocale} = ${scope.locale} desc limit 1)`;
}

/** The preferred translation rows of `ids`, by id, for building entities (see withTranslations). */
export async function translationsOf<T extends PgTable>(
  scope: LocaleScope,
  table: T,
  key: PgColumn,
  ids: readonly number[],
): Promise<Map<number, T['$inferSelect']>> {
  if (ids.length === 0) return new Map();
  const rows = (await scope.db
    .select()
    .from(table as PgTable)
    .where(and(inArray(key, [...ids]), preferredTranslation(scope, table, key, key)))) as Record<
    string,
    unknown
  >[];
  const keyName = nameOf(table, key);
  return new Map(rows.map((row) => [row[keyName] as number, row as T['$inferSelect']]));
}

/** The property name Drizzle gives `column` in rows of `table`. */
function nameOf(table: PgTable, column: PgColumn): string {
  const name = Object.entries(getTableColumns(table)).find(([, own]) => own === column)?.[0];
  if (!name) throw new Error(`${column.name} is not a column of ${getTableName(table)}`);
  return name;
}

/**
 * Ids of the entities whose slug matches in the request language, else in the fallback language
 * (a Czech slug on the English site still finds the page, which then answers in English).
 */
export async function idBySlug(
  scope: LocaleScope,
  table: PgTable,
  key: PgColumn,
  slug: string,
  extra?: SQL,
): Promise<number | undefined> {
  const columns = getTableColumns(table) as unknown as { locale: PgColumn; slug: PgColumn };
  const rows = await scope.db
    .select({ id: key, locale: columns.locale })
    .from(table)
    .where(
      and(
        sql`${columns.slug} = ${slug}`,
        inArray(columns.locale, [scope.locale, scope.fallbackLocale]),
        extra,
      ),
    );
  const exact = rows.find((row) => row.locale === scope.locale) ?? rows[0];
  return exact?.id as number | undefined;
}

/**
 * One item per row that has a translation (see translationsOf), in row order. Content lists share
 * this shape: rows, their translations, and an entity only where the language (or fallback) has one.
 */
export function withTranslations<R extends { id: number }, T, O>(
  rows: readonly R[],
  translations: ReadonlyMap<number, T>,
  build: (row: R, translation: T) => O,
): O[] {
  return rows.flatMap((row) => {
    const translation = translations.get(row.id);
    return translation === undefined ? [] : [build(row, translation)];
  });
}

/** withTranslations after loading the rows' translations with `load` (a translationsOf reader). */
export async function loadTranslated<R extends { id: number }, T, O>(
  scope: LocaleScope,
  rows: readonly R[],
  load: (scope: LocaleScope, ids: readonly number[]) => Promise<ReadonlyMap<number, T>>,
  build: (row: R, translation: T) => O,
): Promise<O[]> {
  return withTranslations(
    rows,
    await load(
      scope,
      rows.map((row) => row.id),
    ),
    build,
  );
}
