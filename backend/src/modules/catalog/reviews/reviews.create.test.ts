import { endpoints } from '@vitrina/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import {
  failureOf,
  send,
  signedInShopper,
  useAccountsApp,
} from '../../accounts/users/users.test-helpers.ts';

describe.each(testDatabases)('POST /api/v1/products/{id}/reviews on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api } = accounts;
  const seeded = { product: 0, hidden: 0 };

  beforeAll(async () => {
    const [open] = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.visible, true), isNull(products.requiredUserGroup)))
      .orderBy(asc(products.id))
      .limit(1);
    seeded.product = open!.id;
    const [hidden] = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(isNotNull(products.requiredUserGroup))
      .limit(1);
    seeded.hidden = hidden?.id ?? 999_999;
  });

  it('adds one review per shopper and product, shown in the product reviews', async () => {
    const { token } = await signedInShopper(accounts);
    const as = { authToken: token };
    const before = await api.call(endpoints.productReviews, { params: { id: seeded.product } });
    const { data: review } = await api.call(
      endpoints.createReview,
      { params: { id: seeded.product }, body: { rating: 80, review: '  Skvělé.\nDoporučuji. ' } },
      as,
    );
    expect(review).toMatchObject({
      productId: seeded.product,
      author: 'Jana N.',
      rating: 80,
      review: 'Skvělé.\nDoporučuji.',
      locale: 'cs',
    });
    const after = await api.call(endpoints.productReviews, { params: { id: seeded.product } });
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.data[0]).toEqual(review);

    const twice = await failureOf(
      api.call(
        endpoints.createReview,
        { params: { id: seeded.product }, body: { rating: 10, review: 'Again' } },
        as,
      ),
    );
    expect(twice.status).toBe(409);
  });

  it('answers 422 empty_review for blank text, 401 for guests, 404 for hidden products', async () => {
    const { token } = await signedInShopper(accounts);
    const as = { authToken: token };
    const empty = await failureOf(
      api.call(
        endpoints.createReview,
        { params: { id: seeded.product }, body: { rating: 50, review: ' \n ' } },
        as,
      ),
    );
    expect(empty.status).toBe(422);
    expect(empty.errors[0]).toMatchObject({ field: 'review', code: 'empty_review' });
    const guest = await failureOf(
      api.call(endpoints.createReview, {
        params: { id: seeded.product },
        body: { rating: 50, review: 'Hi' },
      }),
    );
    expect(guest.status).toBe(401);
    const hidden = await failureOf(
      api.call(
        endpoints.createReview,
        { params: { id: seeded.hidden }, body: { rating: 50, review: 'Hi' } },
        as,
      ),
    );
    expect(hidden.status).toBe(404);
  });

  it('refuses hostile bodies with 400', async () => {
    const { token } = await signedInShopper(accounts);
    const headers = { authorization: `Bearer ${token}` };
    for (const body of [
      { rating: 101, review: 'x' },
      { rating: -1, review: 'x' },
      { rating: 4.5, review: 'x' },
      { rating: '50', review: 'x' },
      { rating: 50, review: 'a\u0000b' },
      { rating: 50, review: 'x'.repeat(5001) },
      { rating: 50, review: 'x', userId: 1 },
      { rating: 50, review: 'x', author: 'Admin' },
    ]) {
      const response = await send(
        api,
        'POST',
        `/api/v1/products/${seeded.product}/reviews`,
        body,
        headers,
      );
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});
