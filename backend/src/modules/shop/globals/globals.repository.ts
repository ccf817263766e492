import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { languages, shopSettings, shopSettingsTranslations } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';

/** The settings row with its meta texts in the request language; undefined before set-up. */
export async function selectSettings(scope: LocaleScope) {
  const { metaTitle, metaDescription, settingsId } = shopSettingsTranslations;
  const [row] = await scope.db
    .select({
      settings: shopSettings,
      metaTitle: sql<string>`coalesce(${metaTitle}, ${shopSettings.contactName})`,
      metaDescription: sql<string>`coalesce(${metaDescription}, '')`,
    })
    .from(shopSettings)
    .leftJoin(
      shopSettingsTranslations,
      preferredTranslation(scope, shopSettingsTranslations, settingsId, shopSettings.id),
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
