import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productReviews } from '../../../db/schema/index.ts';

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

/** Mean rating and count per product, for the products that have ratings. */
export function selectRatingSummaries(db: Database, productIds: readonly number[]) {
  return db
    .select({
      productId: productReviews.productId,
      count: sql<number>`count(*)::int`,
      average: sql<number>`round(avg(${productReviews.rating}))::int`,
    })
    .from(productReviews)
    .where(inArray(productReviews.productId, [...productIds]))
    .groupBy(productReviews.productId);
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

export type NewReviewRow = Omit<typeof productReviews.$inferInsert, 'id' | 'createdAt'>;

/** Inserts unless the user has reviewed the product already (the unique index decides). */
export async function insertReviewOnce(db: Database, row: NewReviewRow) {
  const [inserted] = await db
    .insert(productReviews)
    .values({ ...row, createdAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  return inserted;
}
