import type { RequestContext } from '../../../core/request-context.ts';
import { selectRatingSummaries } from './reviews.repository.ts';

export interface RatingSummary {
  /** Mean rating 0 to 100, rounded. */
  average: number;
  count: number;
}

/**
 * The rating stars of product boxes (spec §9): mean and count per product, one grouped query for
 * a whole listing. Apart from reviews.service because the product service calls it, and that one
 * calls the product service.
 */
export async function ratingSummaries(
  ctx: RequestContext,
  productIds: readonly number[],
): Promise<Map<number, RatingSummary>> {
  if (productIds.length === 0) return new Map();
  const rows = await selectRatingSummaries(ctx.db, productIds);
  return new Map(rows.map((row) => [row.productId, { average: row.average, count: row.count }]));
}
