import { msg } from '@lingui/core/macro';

/** The notices of each outcome in the shopper's language (spec §5 and §8). */
export const reviewNotices = {
  success: msg`Thank you, your review has been published.`,
  // Spec §5: the message for key globals.review.error.empty on a 422.
  empty: msg`Please write the text of your review.`,
  conflict: msg`You have already reviewed this product.`,
  invalid: msg`Choose 1 to 5 stars and write at most 5000 characters.`,
  error: msg`Something went wrong. We are sorry, if the problem persists, please contact us.`,
};
