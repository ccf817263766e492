import { endpoints } from '@vitrina/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productReviews, products } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buildReviewRows, firstProductReviews } from '../../../seed/reviews.ts';

// The seed gives product 1 a fixed number of reviews; which products are hidden or group-only is
// the catalogue generator's choice, so those are looked up.
const seeded = buildReviewRows(1000).productReviews.filter((review) => review.productId === 1);

describe.each(testDatabases)('GET /api/v1/products/{id}/reviews on $name', (database) => {
  const api = useTestApp(database);
  const productWhere = async (condition: SQL) => {
    const [row] = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(condition)
      .orderBy(products.id)
      .limit(1);
    if (!row) throw new Error('the seed has no such product');
    return row.id;
  };

  const reviews = (
    id: number,
    query: Parameters<typeof api.call<typeof endpoints.productReviews>>[1]['query'] = {},
    userGroups?: string[],
  ) => api.call(endpoints.productReviews, { params: { id }, query }, { userGroups });

  it('defaults to page 1 of 5, newest first, with totals over all reviews', async () => {
    const page = await reviews(1);
    expect(page).toMatchObject({ currentPage: 1, totalPages: Math.ceil(firstProductReviews / 5) });
    expect(page.data).toHaveLength(5);
    const times = page.data.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const withText = seeded.filter((review) => review.text !== null).length;
    const average = Math.round(seeded.reduce((sum, r) => sum + (r.rating ?? 0), 0) / seeded.length);
    expect(page.summary).toEqual({
      count: firstProductReviews,
      withReviewCount: withText,
      averageRating: average,
    });
  });

  it('pages without overlap to the last partial page', async () => {
    const all = [];
    for (let page = 1; page <= 5; page++) all.push(...(await reviews(1, { page })).data);
    expect(all).toHaveLength(firstProductReviews);
    expect(new Set(all.map((review) => review.id)).size).toBe(firstProductReviews);
    expect((await reviews(1, { page: 6 })).data).toEqual([]);
  });

  it('sorts by rating both ways and by time ascending', async () => {
    const best = (await reviews(1, { sort: 'rating', perPage: 100 })).data.map((r) => r.rating);
    expect(best).toEqual([...best].sort((a, b) => b - a));
    const worst = (await reviews(1, { sort: 'rating', sortDirection: 'asc', perPage: 100 })).data;
    expect(worst.map((r) => r.rating)).toEqual([...best].reverse());
    const oldest = (await reviews(1, { sortDirection: 'asc', perPage: 100 })).data.map(
      (r) => r.createdAt,
    );
    expect(oldest).toEqual([...oldest].sort());
  });

  it('keeps only reviews with text for onlyWithReview=1', async () => {
    const page = await reviews(1, { onlyWithReview: '1', perPage: 100 });
    expect(page.data.length).toBe(page.summary.withReviewCount);
    expect(page.data.every((review) => review.review !== null)).toBe(true);
    expect(page.totalPages).toBe(Math.ceil(page.summary.withReviewCount / 100));
  });

  it('gives the catalogue products the same mean rating and count for their stars', async () => {
    const { summary } = await reviews(1);
    const unrated = await productWhere(
      sql`${products.visible} and ${products.requiredUserGroup} is null and not exists (
        select 1 from ${productReviews} where ${productReviews.productId} = ${products.id})`,
    );
    const { data } = await api.call(endpoints.catalogProduct, { query: { ids: [1, unrated] } });
    expect(data.find((product) => product.id === 1)?.rating).toEqual({
      average: summary.averageRating,
      count: summary.count,
    });
    expect(data.find((product) => product.id === unrated)?.rating).toBeNull();
  });

  it('answers a product without reviews with an empty page', async () => {
    const id = await productWhere(
      sql`${products.visible} and ${products.requiredUserGroup} is null and not exists (
        select 1 from ${productReviews} where ${productReviews.productId} = ${products.id})`,
    );
    const page = await reviews(id);
    expect(page).toEqual({
      data: [],
      currentPage: 1,
      totalPages: 0,
      summary: { count: 0, withReviewCount: 0, averageRating: null },
    });
  });

  it('shows a group-only product to its group alone', async () => {
    const id = await productWhere(
      and(eq(products.visible, true), eq(products.requiredUserGroup, 'VO')) as SQL,
    );
    expect((await api.get(`/api/v1/products/${id}/reviews`)).status).toBe(404);
    await expect(reviews(id, {}, ['VO'])).resolves.toMatchObject({ currentPage: 1 });
  });

  it('answers a hidden product like an unknown one', async () => {
    const id = await productWhere(eq(products.visible, false));
    const response = await api.get(`/api/v1/products/${id}/reviews`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      data: { errors: [{ field: 'id', title: `No product with id ${id}`, code: 'not_found' }] },
    });
  });

  it.each([
    ['/api/v1/products/999999/reviews', 404, 'id', 'not_found'],
    ['/api/v1/products/abc/reviews', 400, 'id', 'validation_failed'],
    ['/api/v1/products/1/reviews?page=0', 400, 'page', 'validation_failed'],
    ['/api/v1/products/1/reviews?perPage=101', 400, 'perPage', 'validation_failed'],
    ['/api/v1/products/1/reviews?onlyWithReview=yes', 400, 'onlyWithReview', 'validation_failed'],
    ['/api/v1/products/1/reviews?sort=price', 400, 'sort', 'validation_failed'],
    ['/api/v1/products/1/reviews?sortDirection=up', 400, 'sortDirection', 'validation_failed'],
  ])('answers %s with %i', async (path, status, field, code) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ data: { errors: [{ field, code }] } });
  });
});
