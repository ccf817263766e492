import { and, asc, inArray, sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.ts';
import {
  virtualCategories,
  virtualCategoryFilters,
  virtualCategoryTagFilters,
  virtualCategoryTags,
  virtualCategoryTagTranslations,
  virtualCategoryTranslations,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../content-shared/rows.ts';
import {
  preferredTranslation,
  translationsOf,
  type LocaleScope,
} from '../../../db/translations.ts';

export type VirtualCategoryRow = typeof virtualCategories.$inferSelect;

export function selectVirtualCategories(scope: LocaleScope, ids?: readonly number[]) {
  return scope.db
    .select()
    .from(virtualCategories)
    .where(ids ? inArray(virtualCategories.id, [...ids]) : undefined)
    .orderBy(asc(virtualCategories.position), asc(virtualCategories.id));
}

/** What a catalogue listing needs of one virtual category (see findListingVirtualCategory). */
export interface ListingVirtualCategoryRow {
  id: number;
  categoryId: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  priceCurrencyCode: string | null;
  title: string;
  slug: string;
}

/**
 * One virtual category with its title and slug in the request language, else the fallback one;
 * untranslated, it still answers (empty title, id as slug): a listing's scope must not vanish
 * because a translation is missing. One round trip, as listings are the hot path.
 */
export async function selectListingRow(
  scope: LocaleScope,
  id: number,
): Promise<ListingVirtualCategoryRow | undefined> {
  const t = virtualCategoryTranslations;
  const [row] = await selectRows<ListingVirtualCategoryRow>(
    scope.db,
    sql`select vc.id, vc.category_id as "categoryId", vc.price_from::float8 as "priceFrom",
          vc.price_to::float8 as "priceTo", vc.price_currency_code as "priceCurrencyCode",
          coalesce(${t.title}, '') as title, coalesce(${t.slug}, vc.id::text) as slug
        from virtual_categories vc
        left join ${t} on ${preferredTranslation(scope, t, t.virtualCategoryId, sql`vc.id`)}
        where vc.id = ${id}`,
  );
  return row;
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
  const { virtualCategoryId, locale } = virtualCategoryTranslations;
  return rowsOf(scope, virtualCategoryTranslations, virtualCategoryId, ids, asc(locale));
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

/** Sliced tags of these virtual categories, in display order. */
export function selectTags(scope: LocaleScope, ids: readonly number[]) {
  const { virtualCategoryId, position, id } = virtualCategoryTags;
  return rowsOf(scope, virtualCategoryTags, virtualCategoryId, ids, asc(position), asc(id));
}

export function selectTagTranslations(scope: LocaleScope, tagIds: readonly number[]) {
  return translationsOf(
    scope,
    virtualCategoryTagTranslations,
    virtualCategoryTagTranslations.tagId,
    tagIds,
  );
}

export function selectTagFilters(scope: LocaleScope, tagIds: readonly number[]) {
  const { tagId, parameterId, valueId } = virtualCategoryTagFilters;
  const order = [asc(tagId), asc(parameterId), asc(valueId)];
  return rowsOf(scope, virtualCategoryTagFilters, tagId, tagIds, ...order);
}
