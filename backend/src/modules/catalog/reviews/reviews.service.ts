import type { ReviewsPage, ReviewsQuery } from '@vitrina/contracts/store';
import { NotFoundError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { offsetOf, pageOf } from '../../../core/paging.ts';
import { isProductVisibleTo } from '../products/products.service.ts';
import { selectReviewPage, selectReviewSummary } from './reviews.repository.ts';

/** A product the shopper cannot see answers like one that does not exist. */
export async function assertProductVisible(ctx: RequestContext, productId: number): Promise<void> {
  if (await isProductVisibleTo(ctx, productId)) return;
  throw new NotFoundError(`No product with id ${productId}`, 'id');
}

/** PostgreSQL's text form of a timestamptz → ISO 8601 in UTC. */
export const isoTime = (value: string): string => new Date(value).toISOString();

export async function listReviews(
  ctx: RequestContext,
  productId: number,
  query: ReviewsQuery,
): Promise<ReviewsPage> {
  await assertProductVisible(ctx, productId);
  const [summary, rows] = await Promise.all([
    selectReviewSummary(ctx.db, productId),
    selectReviewPage(ctx.db, productId, {
      ...query,
      limit: query.perPage,
      offset: offsetOf(query),
    }),
  ]);
  const total = query.onlyWithReview ? summary.withReviewCount : summary.count;
  const data = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    author: row.author,
    rating: row.rating,
    review: row.text,
    locale: row.locale,
    createdAt: isoTime(row.createdAt),
  }));
  return { ...pageOf(data, total, query), summary };
}
