import { ratingStars } from '@vitrina/design-system';

/** The review orders the page offers (spec §9: newest first by default). */
export const reviewOrders = ['newest', 'oldest', 'best', 'worst'] as const;
export type ReviewOrder = (typeof reviewOrders)[number];

const orderQuery = {
  newest: { sort: 'time', sortDirection: 'desc' },
  oldest: { sort: 'time', sortDirection: 'asc' },
  best: { sort: 'rating', sortDirection: 'desc' },
  worst: { sort: 'rating', sortDirection: 'asc' },
} as const;

/** Spec §9: 5 reviews per page. */
export const reviewsPerPage = 5;

export interface ReviewsRequest {
  page: number;
  order: ReviewOrder;
}

/** `?reviews_page=` and `?reviews_sort=` of the product page; anything else is the default. */
export function reviewsRequest(search: URLSearchParams): ReviewsRequest {
  const pageText = search.get('reviews_page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const orderText = search.get('reviews_sort');
  const order = reviewOrders.find((candidate) => candidate === orderText) ?? 'newest';
  return { page, order };
}

/** The back end's query for a request (GET /products/{id}/reviews). */
export function reviewsApiQuery({ page, order }: ReviewsRequest) {
  return { page, perPage: reviewsPerPage, onlyWithReview: '0' as const, ...orderQuery[order] };
}

/** A review's 0–100 rating as stars out of `max` (spec §3), and as whole stars for text. */
export function reviewStars(rating: number, max = 5) {
  const stars = ratingStars(rating, max);
  return { stars, whole: Math.round(stars) };
}
