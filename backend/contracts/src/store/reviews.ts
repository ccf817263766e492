import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const productIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const reviewSorts = ['time', 'rating'] as const;
export const sortDirections = ['asc', 'desc'] as const;

/** Spec section 9 defaults: page 1, 5 per page, newest first, reviews without text included. */
export const reviewsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(5),
  onlyWithReview: z
    .enum(['0', '1'])
    .default('0')
    .transform((flag) => flag === '1'),
  sort: z.enum(reviewSorts).default('time'),
  sortDirection: z.enum(sortDirections).default('desc'),
});
export type ReviewsQuery = z.output<typeof reviewsQuery>;

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  author: z.string().min(1),
  /** 0 to 100, shown as stars (spec section 3). */
  rating: z.number().int().min(0).max(100),
  /** Null for a rating without text. */
  review: z.string().nullable(),
  locale: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;

/** A page of reviews plus the product's totals over all of them (not just this page). */
export const reviewsPageSchema = pagedEnvelope(reviewSchema).extend({
  summary: z.object({
    count: z.number().int().min(0),
    withReviewCount: z.number().int().min(0),
    /** Mean rating 0 to 100 rounded, null without reviews. */
    averageRating: z.number().int().min(0).max(100).nullable(),
  }),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const commentsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

const commentFields = {
  id: z.number().int().positive(),
  author: z.string().min(1),
  /** Written by the shop's staff (shown with the shop's badge). */
  isShopReply: z.boolean(),
  text: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
};

/** A question or remark on a product, newest first, with its replies oldest first. */
export const commentSchema = z.object({
  ...commentFields,
  productId: z.number().int().positive(),
  replies: z.array(z.object(commentFields)),
});
export type Comment = z.infer<typeof commentSchema>;

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * `POST /products/{id}/reviews` by a signed-in shopper: a rating 0–100 and the review text
 * (line breaks allowed). Blank text answers 422 `empty_review` (spec §5), not 400, so the
 * storefront can show its own message.
 */
export const createReviewBody = z.strictObject({
  rating: z.number().int().min(0).max(100),
  review: z
    .string()
    .max(5000, { message: 'At most 5000 characters', abort: true })
    .refine((text) => !controlCharacter.test(text), {
      message: 'Must not contain control characters',
    }),
});
export type CreateReviewBody = z.output<typeof createReviewBody>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const reviewsEndpoints = {
  productReviews: defineEndpoint({
    name: 'productReviews',
    server: 'store',
    method: 'GET',
    path: '/api/v1/products/{id}/reviews',
    summary:
      "A product's reviews, paged (5 per page), sorted by time or rating, optionally only those with text; with totals.",
    params: productIdParams,
    query: reviewsQuery,
    response: reviewsPageSchema,
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  createReview: defineEndpoint({
    name: 'createReview',
    server: 'store',
    method: 'POST',
    path: '/api/v1/products/{id}/reviews',
    summary:
      'Reviews a product as the signed-in shopper: one review per shopper and product; blank text answers 422.',
    params: productIdParams,
    body: createReviewBody,
    response: dataEnvelope(reviewSchema),
    errors: [
      'validation_failed',
      'unauthorized',
      'not_found',
      'conflict',
      'empty_review',
      'unknown_locale',
      'unknown_currency',
    ],
    auth: 'required',
  }),
  productComments: defineEndpoint({
    name: 'productComments',
    server: 'store',
    method: 'GET',
    path: '/api/v1/products/{id}/comments',
    summary: "A product's comments with replies, newest first, paged (20 per page).",
    params: productIdParams,
    query: commentsQuery,
    response: pagedEnvelope(commentSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
