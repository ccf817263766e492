import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productReviews, products } from '../../db/schema/index.ts';

/** Whether a product exists and this shopper may see it (hidden or group-only products may not). */
export async function isProductVisible(
  db: Database,
  productId: number,
  userGroups: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ requiredUserGroup: products.requiredUserGroup })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.visible, true)))
    .limit(1);
  if (!row) return false;
  return row.requiredUserGroup === null || userGroups.includes(row.requiredUserGroup);
}

export async function selectReviewSummary(db: Database, productId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      withReviewCount: sql<number>`count(${productReviews.text})::int`,
      averageRating: sql<number | null>`round(avg(${productReviews.rating}))::int`,
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId));
  return row ?? { count: 0, withReviewCount: 0, averageRating: null };
}

export interface ReviewPageQuery {
  onlyWithReview: boolean;
  sort: 'time' | 'rating';
  sortDirection: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Ties (same rating) fall back to newest first, then id, so pages never overlap. */
export function selectReviewPage(db: Database, productId: number, query: ReviewPageQuery) {
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const order: SQL[] =
    query.sort === 'rating'
      ? [direction(productReviews.rating), desc(productReviews.createdAt)]
      : [direction(productReviews.createdAt)];
  return db
    .select()
    .from(productReviews)
    .where(
      and(
        eq(productReviews.productId, productId),
        query.onlyWithReview ? isNotNull(productReviews.text) : undefined,
      ),
    )
    .orderBy(...order, direction(productReviews.id))
    .limit(query.limit)
    .offset(query.offset);
}
