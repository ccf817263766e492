import type { ProductCategory } from '@vitrina/contracts';
import type { RequestContext } from '../../http/request-context.ts';
import { offsetOf, pageOf, type Page, type PageQuery } from '../paging.ts';
import { countCategories, selectCategoryPage } from './categories.repository.ts';

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
