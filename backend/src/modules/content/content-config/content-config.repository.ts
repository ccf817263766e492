import { asc, eq } from 'drizzle-orm';
import {
  categoryContents,
  categoryContentTranslations,
  contentConfiguration,
  contentConfigurationTranslations,
  topCategoryLists,
  topCategoryListTranslations,
} from '../../../db/schema/index.ts';
import { translationsOf, withTranslations, type LocaleScope } from '../../../db/translations.ts';

export async function selectConfiguration(scope: LocaleScope) {
  const [row] = await scope.db
    .select()
    .from(contentConfiguration)
    .where(eq(contentConfiguration.id, 1));
  if (!row) return undefined;
  const translations = await translationsOf(
    scope,
    contentConfigurationTranslations,
    contentConfigurationTranslations.configurationId,
    [row.id],
  );
  const translation = translations.get(row.id);
  return translation ? { row, translation } : undefined;
}

export async function selectTopCategoryLists(scope: LocaleScope) {
  const rows = await scope.db.select().from(topCategoryLists).orderBy(asc(topCategoryLists.id));
  const translations = await translationsOf(
    scope,
    topCategoryListTranslations,
    topCategoryListTranslations.listId,
    rows.map((row) => row.id),
  );
  return withTranslations(rows, translations, (row, translation) => ({ row, translation }));
}

export async function selectCategoryContent(scope: LocaleScope, categoryId: number) {
  const [row] = await scope.db
    .select()
    .from(categoryContents)
    .where(eq(categoryContents.categoryId, categoryId));
  if (!row) return undefined;
  const translations = await translationsOf(
    scope,
    categoryContentTranslations,
    categoryContentTranslations.categoryId,
    [categoryId],
  );
  return { row, translation: translations.get(categoryId) };
}
