import type { RequestContext } from '../../../core/request-context.ts';
import { findVirtualCategorySlugs } from '../../content/content-virtual-categories/content-virtual-categories.service.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';
import { selectBrands, type BrandRow } from './brands.repository.ts';

export interface BrandEntry extends BrandRow {
  /** Slug of the brand's landing page (its virtual category `virtualCategoryId`), if it has one. */
  virtualCategorySlug: string | null;
}

/**
 * Brands for content GraphQL and listings: by `ids` in that order (unknown ids left out), or all
 * by weight descending (then title), optionally only the first `limit`.
 */
export async function findBrands(
  ctx: RequestContext,
  options: { ids?: readonly number[]; limit?: number } = {},
): Promise<BrandEntry[]> {
  if (!options.ids && !options.limit) {
    const key = `brands|${ctx.locale}|${ctx.fallbackLocale}`;
    return cachedDictionary(ctx.db, key, () => readBrands(ctx, {}));
  }
  return readBrands(ctx, options);
}

async function readBrands(
  ctx: RequestContext,
  options: { ids?: readonly number[]; limit?: number },
): Promise<BrandEntry[]> {
  const rows = await selectBrands(ctx.db, options);
  // Asking for no ids runs no query.
  const slugs = await findVirtualCategorySlugs(
    ctx,
    rows.flatMap((row) => row.virtualCategoryId ?? []),
  );
  const brands = rows.map((row) => ({
    ...row,
    virtualCategorySlug:
      row.virtualCategoryId === null ? null : (slugs.get(row.virtualCategoryId) ?? null),
  }));
  if (!options.ids) return brands;
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  return options.ids.flatMap((id) => byId.get(id) ?? []);
}
