import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { countries, countryTranslations } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';

export async function countCountries(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(countries);
  return row?.total ?? 0;
}

/** One page of countries in the shop's order, named in `locale`. */
export function selectCountries(scope: LocaleScope, limit: number, offset: number) {
  const { countryCode } = countryTranslations;
  return scope.db
    .select({
      code: countries.code,
      iso2: countries.iso2,
      name: sql<string>`coalesce(${countryTranslations.name}, ${countries.code})`,
    })
    .from(countries)
    .leftJoin(
      countryTranslations,
      preferredTranslation(scope, countryTranslations, countryCode, countries.code),
    )
    .orderBy(asc(countries.position), asc(countries.code))
    .limit(limit)
    .offset(offset);
}

export async function countryExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(sql`${countries.code} = ${code}`);
  return row !== undefined;
}
