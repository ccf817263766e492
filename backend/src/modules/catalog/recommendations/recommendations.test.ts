import { randomUUID } from 'node:crypto';
import { endpoints } from '@vitrina/contracts';
import type { RecommendationsQuery } from '@vitrina/contracts/store';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

// Seed facts: product 7 is wholesale-only (VO), product 13 is hidden.
const wholesaleOnly = 7;
const hidden = 13;

describe.each(testDatabases)('GET /api/v1/recommendations on $name', (database) => {
  const api = useTestApp(database);
  const recommend = async (query: RecommendationsQuery, context = {}) =>
    (await api.call(endpoints.recommendations, { query }, context)).data;
  const ids = async (query: RecommendationsQuery) => (await recommend(query)).map((p) => p.id);
  const mainCategoryOf = async (id: number) =>
    (await api.handle.db.select().from(products).where(eq(products.id, id)))[0]?.mainCategoryId;

  let orderNumber = 0;
  /** Places an order of `lines` ([productId, pieces]) straight into the tables. */
  async function placeOrder(lines: [number, number][], status: 'new' | 'cancelled' = 'new') {
    orderNumber += 1;
    const money = { itemsWithTax: 0, itemsWithoutTax: 0, shippingWithTax: 0 };
    const [order] = await api.handle.db
      .insert(orders)
      .values({
        ...money,
        code: `REC${orderNumber}`,
        tokenHash: String(orderNumber).padStart(64, '0'),
        cartId: randomUUID(),
        email: 'rec@example.com',
        status,
        paymentStatus: 'not_required',
        currencyCode: 'CZK',
        locale: 'cs',
        shippingWithoutTax: 0,
        paymentWithTax: 0,
        paymentWithoutTax: 0,
        totalWithTax: 0,
        totalWithoutTax: 0,
        customer: {},
        billingAddress: {},
        shippingAddress: {},
      })
      .returning({ id: orders.id });
    await api.handle.db.insert(orderItems).values(
      lines.map(([productId, amount], position) => ({
        orderId: order?.id ?? 0,
        kind: 'product' as const,
        position,
        productId,
        name: `P${productId}`,
        amount,
        unitWithTax: 100,
        unitWithoutTax: 80,
        totalWithTax: 100 * amount,
        totalWithoutTax: 80 * amount,
        vatRate: 21,
      })),
    );
  }

  it('answers the homepage with available, saleable products in the product-box shape', async () => {
    const data = await recommend({ placement: 'homepage', limit: '10' });
    expect(data).toHaveLength(10);
    for (const product of data) {
      expect(product.visibility.saleable).toBe(true);
      expect(product.availability.isAvailable).toBe(true);
      expect(product.slug).toBeTruthy();
    }
    const all = await ids({ placement: 'notFound', limit: '24' });
    expect(all).not.toContain(hidden);
    expect(all).not.toContain(wholesaleOnly);
  });

  it('cuts every answer to the requested size, 8 by default', async () => {
    expect(await ids({ placement: 'emptyCart', limit: '3' })).toHaveLength(3);
    expect(await ids({ placement: 'internalError' })).toHaveLength(8);
    expect(await ids({ placement: 'homepage', limit: '24' })).toHaveLength(24);
  });

  it('relates a product to others of its main category, never itself', async () => {
    const category = await mainCategoryOf(1);
    const data = await recommend({ placement: 'productRelated', productId: '1', limit: '24' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((p) => p.id)).not.toContain(1);
    for (const product of data) expect(product.categoryId).toBe(category);
  });

  it('cross-sells other categories while nobody bought anything with the product', async () => {
    const category = await mainCategoryOf(1);
    const data = await recommend({ placement: 'productCrossSell', productId: '1', limit: '12' });
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) expect(product.categoryId).not.toBe(category);
  });

  it('leaves out the cart’s products', async () => {
    const first = await ids({ placement: 'homepage', limit: '4' });
    const again = await ids({ placement: 'homepage', limit: '4', cartProductIds: first.join(',') });
    expect(again).toHaveLength(4);
    expect(again.some((id) => first.includes(id))).toBe(false);
  });

  it.each([
    ['no placement', ''],
    ['an unknown placement', 'placement=everything'],
    ['a NUL in the placement', 'placement=homepage%00'],
    ['a negative limit', 'placement=homepage&limit=-1'],
    ['a zero limit', 'placement=homepage&limit=0'],
    ['a huge limit', 'placement=homepage&limit=100000'],
    ['a non-numeric limit', 'placement=homepage&limit=ten'],
    ['a missing productId', 'placement=productRelated'],
    ['a negative productId', 'placement=productRelated&productId=-5'],
    ['a huge productId', 'placement=addToCart&productId=99999999999'],
    ['a NUL in productId', 'placement=productCrossSell&productId=1%00'],
    ['a missing categoryId', 'placement=category'],
    ['a missing cart', 'placement=cartItems'],
    ['a bad cart id', 'placement=cartItems&cartProductIds=1,x'],
  ])('rejects %s with a 400 envelope', async (_, query) => {
    const { status, body } = await api.get(`/api/v1/recommendations?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ code: 'validation_failed' }] } });
  });

  it('answers an unknown product with best sellers of other categories, not an error', async () => {
    const { status } = await api.get(
      '/api/v1/recommendations?placement=productRelated&productId=999999',
    );
    expect(status).toBe(200);
  });

  it('shows the wholesale-only product to its group only', async () => {
    const category = await mainCategoryOf(wholesaleOnly);
    const query = { placement: 'category', categoryId: String(category), limit: '24' } as const;
    expect((await recommend(query)).map((p) => p.id)).not.toContain(wholesaleOnly);
    const wholesale = await recommend(query, { userGroups: ['VO'] });
    expect(wholesale.every((p) => p.categoryFullname !== '')).toBe(true);
  });

  // Writes last: this file's database is its own copy.
  it('ranks best sellers by ordered pieces, ignoring cancelled orders', async () => {
    const [a, b, c] = (await ids({ placement: 'homepage', limit: '24' })).slice(-3);
    if (!a || !b || !c) throw new Error('too few products');
    await placeOrder([[a, 2]]);
    await placeOrder([[b, 5]]);
    await placeOrder([[c, 50]], 'cancelled');
    expect(await ids({ placement: 'homepage', limit: '2' })).toEqual([b, a]);
  });

  it('cross-sells what was bought in the same orders first, for a product and for a cart', async () => {
    const sameCategory = (
      await ids({ placement: 'productRelated', productId: '2', limit: '2' })
    )[0];
    const other = (await ids({ placement: 'productCrossSell', productId: '2', limit: '24' })).at(
      -1,
    );
    if (!sameCategory || !other) throw new Error('too few products');
    await placeOrder([
      [2, 1],
      [sameCategory, 1],
      [other, 3],
    ]);
    expect(await ids({ placement: 'addToCart', productId: '2', limit: '2' })).toEqual([
      other,
      sameCategory,
    ]);
    const cart = await ids({ placement: 'cartItems', cartProductIds: `2,${other}`, limit: '4' });
    expect(cart[0]).toBe(sameCategory);
    expect(cart).not.toContain(2);
    expect(cart).not.toContain(other);
  });

  it('recommends nothing that cannot be bought', async () => {
    const [first, second] = await ids({ placement: 'homepage', limit: '2' });
    if (!first || !second) throw new Error('too few products');
    await api.handle.db.update(products).set({ saleable: false }).where(eq(products.id, first));
    await api.handle.db
      .update(products)
      .set({ checkStock: true })
      .where(inArray(products.id, [second]));
    await api.handle.db.execute(
      sql`update variant_stock set quantity = 0 where variant_id in
            (select id from product_variants where product_id = ${second})`,
    );
    const now = await ids({ placement: 'homepage', limit: '24' });
    expect(now).not.toContain(first);
    expect(now).not.toContain(second);
  });
});
