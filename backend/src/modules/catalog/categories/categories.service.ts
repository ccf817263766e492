import type { ProductCategory } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { offsetOf, pageOf, type Page, type PageQuery } from '../../../core/paging.ts';
import {
  countCategories,
  selectCategoryPage,
  selectCategorySlugs,
  selectCategoryTexts,
  type CategoryTextRow,
} from './categories.repository.ts';

export async function listProductCategories(
  ctx: RequestContext,
  query: PageQuery,
): Promise<Page<ProductCategory>> {
  const [total, rows] = await Promise.all([
    countCategories(ctx.db),
    selectCategoryPage(ctx, query.perPage, offsetOf(query)),
  ]);
  return pageOf(rows, total, query);
}

/** Category slugs by id in the request language, else the fallback one (menus link by them). */
export async function findCategorySlugs(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectCategorySlugs(ctx, ids);
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * Every category with its name and slug for the request and its slug in every language, root
 * order: the raw material of the catalogue's category index (catalog-categories builds and caches
 * it).
 */
export function listCategoryTexts(ctx: RequestContext): Promise<CategoryTextRow[]> {
  return selectCategoryTexts(ctx);
}
