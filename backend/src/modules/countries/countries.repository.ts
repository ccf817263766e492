import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { countries, countryTranslations } from '../../db/schema/index.ts';
import { translated } from '../../db/translated.ts';

const requested = alias(countryTranslations, 'requested');
const fallback = alias(countryTranslations, 'fallback');

export async function countCountries(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(countries);
  return row?.total ?? 0;
}

/** One page of countries in the shop's order, named in `locale`. */
export function selectCountries(
  db: Database,
  locale: string,
  fallbackLocale: string,
  limit: number,
  offset: number,
) {
  return db
    .select({
      code: countries.code,
      iso2: countries.iso2,
      name: translated(requested.name, fallback.name, countries.code),
    })
    .from(countries)
    .leftJoin(
      requested,
      and(eq(requested.countryCode, countries.code), eq(requested.locale, locale)),
    )
    .leftJoin(
      fallback,
      and(eq(fallback.countryCode, countries.code), eq(fallback.locale, fallbackLocale)),
    )
    .orderBy(asc(countries.position), asc(countries.code))
    .limit(limit)
    .offset(offset);
}
