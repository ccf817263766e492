import type { RequestContext } from '../../http/request-context.ts';
import type { PageMeta } from '../content-shared/page-meta.ts';
import {
  selectAllTranslations,
  selectFilters,
  selectIdsBySlugs,
  selectTranslations,
  selectVirtualCategories,
  type VirtualCategoryRow,
} from './content-virtual-categories.repository.ts';

/** A virtual category as the content GraphQL returns it (spec §3 "Virtual category"). */
export interface VirtualCategory {
  _id: string;
  title: string;
  slug: string;
  parameters: { entityId: string; values: string[] }[];
  sliced_categories: { entityId: string }[];
  price_range: { price_from: number | null; price_to: number | null; currency_code: string | null };
  page_meta: PageMeta & { canonical_slugs: { language: string; slug: string }[] };
}

async function toVirtualCategories(
  ctx: RequestContext,
  rows: VirtualCategoryRow[],
): Promise<VirtualCategory[]> {
  const ids = rows.map((row) => row.id);
  const [translations, all, filters] = await Promise.all([
    selectTranslations(ctx, ids),
    selectAllTranslations(ctx, ids),
    selectFilters(ctx, ids),
  ]);
  return rows.flatMap((row) => {
    const t = translations.get(row.id);
    if (!t) return [];
    const own = filters.filter((filter) => filter.virtualCategoryId === row.id);
    const parameterIds = [...new Set(own.map((filter) => filter.parameterId))];
    return [
      {
        _id: String(row.id),
        title: t.title,
        slug: t.slug,
        parameters: parameterIds.map((parameterId) => ({
          entityId: String(parameterId),
          values: own
            .filter((filter) => filter.parameterId === parameterId)
            .map((filter) => String(filter.valueId)),
        })),
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
      },
    ];
  });
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
