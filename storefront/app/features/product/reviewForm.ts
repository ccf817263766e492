import { createReviewBody } from '@vitrina/contracts/store';
import { z } from 'zod';

/** What became of a review, as the redirect back to the product carries it (`?review=`). */
export const reviewOutcomes = ['success', 'empty', 'conflict', 'invalid', 'error'] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

export function isReviewOutcome(value: unknown): value is ReviewOutcome {
  return (reviewOutcomes as readonly unknown[]).includes(value);
}

/** The stars a shopper can give; the back end keeps 0–100 (spec §3), so 1 star is 20. */
export const reviewStarChoices = [5, 4, 3, 2, 1] as const;

/**
 * The posted form as the action reads it: the contract's review text (blank text goes on to the
 * back end, whose 422 `empty_review` is spec §5's message).
 */
export const reviewPostSchema = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  stars: z.coerce.number().int().min(1).max(5),
  review: createReviewBody.shape.review,
});

/** The same fields in the browser, where blank text is caught before it leaves. */
export const reviewFormSchema = reviewPostSchema.extend({
  review: createReviewBody.shape.review.refine((text) => text.trim() !== ''),
});

export interface ReviewFormValues {
  productId: string;
  stars: string;
  review: string;
}

/** The body of `POST /products/{id}/reviews` for a parsed form. */
export function createReviewRequest(values: z.output<typeof reviewPostSchema>) {
  return {
    params: { id: values.productId },
    body: createReviewBody.parse({ rating: values.stars * 20, review: values.review }),
  };
}
