import type {
  ContentSlicedTag as SlicedTag,
  ContentVirtualCategory as VirtualCategory,
} from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { withTranslations } from '../../../db/translations.ts';
import {
  selectAllTranslations,
  selectFilters,
  selectIdsBySlugs,
  selectListingRow,
  selectTagFilters,
  selectTags,
  selectTagTranslations,
  selectTranslations,
  selectVirtualCategories,
  type ListingVirtualCategoryRow,
  type VirtualCategoryRow,
} from './content-virtual-categories.repository.ts';

/** Filter rows (one per value, ordered by parameter) grouped by parameter. */
function parametersOf(filters: readonly { parameterId: number; valueId: number }[]) {
  const parameterIds = [...new Set(filters.map((filter) => filter.parameterId))];
  return parameterIds.map((parameterId) => ({
    entityId: String(parameterId),
    values: filters
      .filter((filter) => filter.parameterId === parameterId)
      .map((filter) => String(filter.valueId)),
  }));
}

/** Sliced tags by virtual category id; a tag translated in neither language is left out. */
async function slicedTagsOf(ctx: RequestContext, ids: readonly number[]) {
  const rows = await selectTags(ctx, ids);
  const tagIds = rows.map((row) => row.id);
  const [translations, filters] = await Promise.all([
    selectTagTranslations(ctx, tagIds),
    selectTagFilters(ctx, tagIds),
  ]);
  const tags = withTranslations(rows, translations, (row, t) => ({
    virtualCategoryId: row.virtualCategoryId,
    tag: {
      _id: String(row.id),
      title: t.title,
      slug: t.slug,
      parameters: parametersOf(filters.filter((filter) => filter.tagId === row.id)),
    },
  }));
  const byCategory = new Map<number, SlicedTag[]>();
  for (const { virtualCategoryId, tag } of tags) {
    byCategory.set(virtualCategoryId, [...(byCategory.get(virtualCategoryId) ?? []), tag]);
  }
  return byCategory;
}

async function toVirtualCategories(
  ctx: RequestContext,
  rows: VirtualCategoryRow[],
): Promise<VirtualCategory[]> {
  const ids = rows.map((row) => row.id);
  const [translations, all, filters, tags] = await Promise.all([
    selectTranslations(ctx, ids),
    selectAllTranslations(ctx, ids),
    selectFilters(ctx, ids),
    slicedTagsOf(ctx, ids),
  ]);
  return withTranslations(rows, translations, (row, t) => ({
    _id: String(row.id),
    title: t.title,
    slug: t.slug,
    sliced_tags: tags.get(row.id) ?? [],
    parameters: parametersOf(filters.filter((filter) => filter.virtualCategoryId === row.id)),
    sliced_categories: row.categoryId === null ? [] : [{ entityId: String(row.categoryId) }],
    price_range: {
      price_from: row.priceFrom,
      price_to: row.priceTo,
      currency_code: row.priceCurrencyCode,
    },
    page_meta: {
      slug: t.slug,
      seo_title: t.seoTitle,
      seo_description: t.seoDescription,
      seo_keywords: null,
      meta_noindex: row.metaNoindex,
      meta_nofollow: row.metaNofollow,
      canonical_slugs: all
        .filter((translation) => translation.virtualCategoryId === row.id)
        .map((translation) => ({ language: translation.locale, slug: translation.slug })),
    },
  }));
}

/** Virtual categories by id, in the order asked; unknown ids left out. */
export async function findVirtualCategoriesByIds(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<VirtualCategory[]> {
  if (ids.length === 0) return [];
  const found = await toVirtualCategories(ctx, await selectVirtualCategories(ctx, ids));
  return ids.flatMap((id) => found.find((category) => category._id === String(id)) ?? []);
}

/** Virtual categories by slug (either language), in the order asked; unknown slugs left out. */
export async function findVirtualCategoriesBySlugs(
  ctx: RequestContext,
  slugs: readonly string[],
): Promise<VirtualCategory[]> {
  const hits = await selectIdsBySlugs(ctx, slugs);
  const ids = [
    ...new Set(
      slugs.flatMap((slug) => hits.filter((hit) => hit.slug === slug).map((hit) => hit.id)),
    ),
  ];
  return findVirtualCategoriesByIds(ctx, ids);
}

/**
 * The virtual category a filtered listing is the same page as: same store category and exactly
 * the selected values (of the given parameters). Null when no virtual category matches, so the
 * storefront keeps the filtered category URL as canonical.
 */
export async function findCanonicalVirtualCategory(
  ctx: RequestContext,
  selection: { categoryId: number; parameterIds: readonly number[]; valueIds: readonly number[] },
): Promise<VirtualCategory | null> {
  const wanted = [...new Set(selection.valueIds)].sort((a, b) => a - b).join(',');
  const parameters = new Set(selection.parameterIds);
  const [rows, filters] = await Promise.all([selectVirtualCategories(ctx), selectFilters(ctx)]);
  const match = rows.find((row) => {
    if (row.categoryId !== selection.categoryId || row.priceFrom !== null || row.priceTo !== null) {
      return false;
    }
    const own = filters.filter((filter) => filter.virtualCategoryId === row.id);
    if (own.length === 0 || own.some((filter) => !parameters.has(filter.parameterId))) return false;
    return (
      own
        .map((filter) => filter.valueId)
        .sort((a, b) => a - b)
        .join(',') === wanted
    );
  });
  if (!match) return null;
  const [category] = await toVirtualCategories(ctx, [match]);
  return category ?? null;
}

/** A virtual category as a catalogue listing scopes itself by it. */
export interface ListingVirtualCategory extends ListingVirtualCategoryRow {
  /** The values it requires, one pair per value: OR within a parameter, AND across. */
  filters: { parameterId: number; valueId: number }[];
}

/**
 * What the catalogue listing (catalog-state) needs of one virtual category: its store category,
 * price range, title and slug in the request language (else the fallback; untranslated it still
 * answers, with an empty title and the id as slug) and its filter values. Null for an unknown id.
 */
export async function findListingVirtualCategory(
  ctx: RequestContext,
  id: number,
): Promise<ListingVirtualCategory | null> {
  const [row, filters] = await Promise.all([selectListingRow(ctx, id), selectFilters(ctx, [id])]);
  if (!row) return null;
  return {
    ...row,
    filters: filters.map(({ parameterId, valueId }) => ({ parameterId, valueId })),
  };
}

/**
 * Slugs of these virtual categories in the request language, else the fallback one, by id; an id
 * unknown or translated in neither language is absent (brands link their landing pages by it).
 */
export async function findVirtualCategorySlugs(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const translations = await selectTranslations(ctx, [...new Set(ids)]);
  return new Map([...translations].map(([id, translation]) => [id, translation.slug]));
}
