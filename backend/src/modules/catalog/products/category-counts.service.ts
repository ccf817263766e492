import type { RequestContext } from '../../../core/request-context.ts';
import { selectProductCountsByCategory } from './category-counts.repository.ts';

/**
 * How many products this shopper may see in each category (hidden and other groups' products
 * left out; a category counts its subtree). Not in products.service.ts: that file reads the
 * category index from catalog-categories, which calls this, so a separate file keeps imports acyclic.
 */
export async function countProductsByCategory(
  ctx: RequestContext,
  categoryIds: readonly number[],
): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await selectProductCountsByCategory(ctx.db, categoryIds, ctx.userGroups);
  return new Map(rows.map((row) => [row.categoryId, row.total]));
}
