import type { CreateReviewBody, Review, ReviewsPage, ReviewsQuery } from '@vitrina/contracts/store';
import { AppError, ConflictError, NotFoundError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { offsetOf, pageOf } from '../../../core/paging.ts';
import { isProductVisibleTo } from '../products/products.service.ts';
import { authenticate } from '../../accounts/users/sessions.service.ts';
import { insertReviewOnce, selectReviewPage, selectReviewSummary } from './reviews.repository.ts';

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

/** "Jana N.": the first name and the initial of the last, like the seeded reviews' authors. */
function authorName(user: { firstName: string; lastName: string }): string {
  const initial = user.lastName.trim().charAt(0);
  return [user.firstName.trim(), initial && `${initial}.`].filter(Boolean).join(' ') || 'Customer';
}

/**
 * A signed-in shopper's review of a product they can see: once per shopper and product (409 on
 * a second), and never without text (422 `empty_review`, spec §5).
 */
export async function createReview(
  ctx: RequestContext,
  productId: number,
  body: CreateReviewBody,
): Promise<Review> {
  const user = await authenticate(ctx);
  await assertProductVisible(ctx, productId);
  const text = body.review.trim();
  if (text === '') {
    throw new AppError({ field: 'review', title: 'The review is empty', code: 'empty_review' });
  }
  const row = await insertReviewOnce(ctx.db, {
    productId,
    userId: user.id,
    author: authorName(user),
    rating: body.rating,
    text,
    locale: ctx.locale,
  });
  if (!row) throw new ConflictError('You have reviewed this product already', 'id');
  return {
    id: row.id,
    productId: row.productId,
    author: row.author,
    rating: row.rating,
    review: row.text,
    locale: row.locale,
    createdAt: isoTime(row.createdAt),
  };
}
