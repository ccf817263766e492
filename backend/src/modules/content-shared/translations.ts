import { and, asc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';

/** What content repositories need from the request: its database and languages. */
export interface LocaleScope {
  db: Database;
  locale: string;
  fallbackLocale: string;
}

/**
 * One translation row per entity: the request language's, else the fallback language's. Whole rows
 * fall back (not single columns): content translations are written together, so a partial row would
 * mix languages within one text.
 */
export async function translationsOf<T extends PgTable>(
  scope: LocaleScope,
  table: T,
  key: PgColumn,
  ids: readonly number[],
): Promise<Map<number, T['$inferSelect']>> {
  if (ids.length === 0) return new Map();
  const { locale } = getTableColumns(table) as unknown as { locale: PgColumn };
  const rows = (await scope.db
    .selectDistinctOn([key])
    .from(table as PgTable)
    .where(and(inArray(key, [...ids]), inArray(locale, [scope.locale, scope.fallbackLocale])))
    .orderBy(asc(key), sql`${locale} = ${scope.locale} desc`)) as Record<string, unknown>[];
  const keyName = Object.entries(getTableColumns(table)).find(([, column]) => column === key)?.[0];
  if (!keyName) throw new Error('translationsOf: key is not a column of the table');
  return new Map(rows.map((row) => [row[keyName] as number, row as T['$inferSelect']]));
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
