import type { ProductCategory } from '@vitrina/contracts';
import type { RequestContext } from '../../http/request-context.ts';
import { offsetOf, pageOf, type Page, type PageQuery } from '../paging.ts';
import {
  countCategories,
  selectCategoryPage,
  selectCategorySlugs,
  selectCategoryTranslations,
  type CategoryTranslationRow,
} from './categories.repository.ts';

export async function listProductCategories(
  ctx: RequestContext,
  query: PageQuery,
): Promise<Page<ProductCategory>> {
  const [total, rows] = await Promise.all([
    countCategories(ctx.db),
    selectCategoryPage(ctx.db, ctx.locale, ctx.fallbackLocale, query.perPage, offsetOf(query)),
  ]);
  return pageOf(rows, total, query);
}

/** Category slugs by id in the request language, else the fallback one (menus link by them). */
export async function findCategorySlugs(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectCategorySlugs(ctx.db, ids, ctx.locale, ctx.fallbackLocale);
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * Every category with each of its translations, one row per (category, language), root order:
 * the raw material of the catalogue's category index (catalog-categories builds and caches it).
 */
export function listCategoryTranslations(ctx: RequestContext): Promise<CategoryTranslationRow[]> {
  return selectCategoryTranslations(ctx.db);
}
