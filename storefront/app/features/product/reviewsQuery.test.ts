import { describe, expect, it } from 'vitest';
import { reviewsApiQuery, reviewsRequest, reviewStars } from './reviewsQuery.ts';

describe('reviewStars', () => {
  it('maps 0–100 to five stars in tenths', () => {
    expect(reviewStars(100).stars).toBe(5);
    expect(reviewStars(0).stars).toBe(0);
    expect(reviewStars(90).stars).toBe(4.5);
    expect(reviewStars(87)).toEqual({ stars: 4.4, whole: 4 });
    expect(reviewStars(50, 10).stars).toBe(5);
  });

  it('clamps ratings out of range', () => {
    expect(reviewStars(140).stars).toBe(5);
    expect(reviewStars(-20).stars).toBe(0);
  });
});

describe('reviewsRequest', () => {
  it('defaults to page 1, newest first, 5 per page (spec §9)', () => {
    const request = reviewsRequest(new URLSearchParams());
    expect(request).toEqual({ page: 1, order: 'newest' });
    expect(reviewsApiQuery(request)).toEqual({
      page: 1,
      perPage: 5,
      onlyWithReview: '0',
      sort: 'time',
      sortDirection: 'desc',
    });
  });

  it('reads a page and an order', () => {
    const request = reviewsRequest(new URLSearchParams('reviews_page=3&reviews_sort=worst'));
    expect(request).toEqual({ page: 3, order: 'worst' });
    expect(reviewsApiQuery(request)).toMatchObject({ sort: 'rating', sortDirection: 'asc' });
  });

  it('ignores malformed values', () => {
    expect(reviewsRequest(new URLSearchParams('reviews_page=-1&reviews_sort=random'))).toEqual({
      page: 1,
      order: 'newest',
    });
    expect(reviewsRequest(new URLSearchParams('reviews_page=0')).page).toBe(1);
  });
});
