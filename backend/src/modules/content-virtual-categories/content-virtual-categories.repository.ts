import { and, asc, inArray } from 'drizzle-orm';
import {
  virtualCategories,
  virtualCategoryFilters,
  virtualCategoryTranslations,
} from '../../db/schema/index.ts';
import { translationsOf, type LocaleScope } from '../content-shared/translations.ts';

export type VirtualCategoryRow = typeof virtualCategories.$inferSelect;

export function selectVirtualCategories(scope: LocaleScope, ids?: readonly number[]) {
  return scope.db
    .select()
    .from(virtualCategories)
    .where(ids ? inArray(virtualCategories.id, [...ids]) : undefined)
    .orderBy(asc(virtualCategories.position), asc(virtualCategories.id));
}

/** Ids of the virtual categories with one of these slugs in either language. */
export async function selectIdsBySlugs(scope: LocaleScope, slugs: readonly string[]) {
  const rows = await scope.db
    .selectDistinct({
      id: virtualCategoryTranslations.virtualCategoryId,
      slug: virtualCategoryTranslations.slug,
    })
    .from(virtualCategoryTranslations)
    .where(and(inArray(virtualCategoryTranslations.slug, [...slugs])));
  return rows;
}

/** Every language's translation (for canonical slugs per language). */
export function selectAllTranslations(scope: LocaleScope, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(virtualCategoryTranslations)
    .where(inArray(virtualCategoryTranslations.virtualCategoryId, [...ids]))
    .orderBy(asc(virtualCategoryTranslations.locale));
}

export function selectTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(
    scope,
    virtualCategoryTranslations,
    virtualCategoryTranslations.virtualCategoryId,
    ids,
  );
}

export function selectFilters(scope: LocaleScope, ids?: readonly number[]) {
  return scope.db
    .select()
    .from(virtualCategoryFilters)
    .where(ids ? inArray(virtualCategoryFilters.virtualCategoryId, [...ids]) : undefined)
    .orderBy(
      asc(virtualCategoryFilters.virtualCategoryId),
      asc(virtualCategoryFilters.parameterId),
      asc(virtualCategoryFilters.valueId),
    );
}
