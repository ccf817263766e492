import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { languages, shopSettings, shopSettingsTranslations } from '../../db/schema/index.ts';
import { translated } from '../../db/translated.ts';

const requested = alias(shopSettingsTranslations, 'requested');
const fallback = alias(shopSettingsTranslations, 'fallback');

/** The settings row with its meta texts in `locale`; undefined before the shop is set up. */
export async function selectSettings(db: Database, locale: string, fallbackLocale: string) {
  const [row] = await db
    .select({
      settings: shopSettings,
      metaTitle: translated(requested.metaTitle, fallback.metaTitle, shopSettings.contactName),
      metaDescription: translated(requested.metaDescription, fallback.metaDescription, sql`''`),
    })
    .from(shopSettings)
    .leftJoin(
      requested,
      and(eq(requested.settingsId, shopSettings.id), eq(requested.locale, locale)),
    )
    .leftJoin(
      fallback,
      and(eq(fallback.settingsId, shopSettings.id), eq(fallback.locale, fallbackLocale)),
    )
    .limit(1);
  return row;
}

/** The shop's main domain and every language's domain, lower-cased, without duplicates. */
export async function selectDomainCodes(db: Database): Promise<string[]> {
  const rows = await db
    .select({ domain: sql<string>`lower(${shopSettings.domain})` })
    .from(shopSettings)
    .union(db.select({ domain: sql<string>`lower(${languages.domain})` }).from(languages));
  return rows.map((row) => row.domain).sort();
}

export function selectLanguages(db: Database) {
  return db
    .select({
      code: languages.code,
      iso: languages.iso,
      domain: languages.domain,
      file: languages.file,
    })
    .from(languages)
    .orderBy(asc(languages.position), asc(languages.code));
}
