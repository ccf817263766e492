import { endpoints } from '@vitrina/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productTranslations } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe.each(testDatabases)('GET /api/v1/order-gifts on $name', (database) => {
  const api = useTestApp(database);

  it('offers three gifts from the order-gift threshold up, cheapest first, in CZK', async () => {
    const { data } = await api.call(endpoints.orderGifts, {});
    expect(data.map((gift) => [gift.id, gift.price_from, gift.currencyCode])).toEqual([
      [1, 200_000, 'CZK'],
      [2, 500_000, 'CZK'],
      [3, 1_000_000, 'CZK'],
    ]);
    const globals = await api.call(endpoints.globals, {});
    expect(data[0]?.price_from).toBe(globals.data.orderGiftAt?.amount);
    for (const gift of data) {
      expect(typeof gift.availability.isAvailable).toBe('boolean');
      // A gift is a product a guest may see: its reviews call answers.
      const reviews = await api.get(`/api/v1/products/${gift.productId}/reviews`);
      expect(reviews.status).toBe(200);
    }
  });

  it('answers in euros with English product names on request', async () => {
    const { data } = await api.call(endpoints.orderGifts, {}, { locale: 'en', currency: 'EUR' });
    expect(data.map((gift) => gift.price_from)).toEqual([8_000, 20_000, 40_000]);
    expect(data.every((gift) => gift.currencyCode === 'EUR')).toBe(true);
    const [first] = data;
    const [english] = await api.handle.db
      .select({ name: productTranslations.name, slug: productTranslations.slug })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.productId, first?.productId ?? 0),
          eq(productTranslations.locale, 'en'),
        ),
      );
    expect(english).toEqual({ name: first?.name, slug: first?.slug });
  });

  // Writes last: this file's database is its own copy.
  it('tells stock, leaves out hidden products and shows group-only ones to that group', async () => {
    const ids = async (userGroups?: string[]) =>
      (await api.call(endpoints.orderGifts, {}, { userGroups })).data.map((gift) => gift.id);
    const productOf = async (giftId: number) =>
      (await api.call(endpoints.orderGifts, {})).data.find((gift) => gift.id === giftId)
        ?.productId ?? 0;
    const [first, second, third] = [await productOf(1), await productOf(2), await productOf(3)];
    expect(new Set([first, second, third]).size).toBe(3);
    const setProduct = (id: number, values: Partial<typeof products.$inferInsert>) =>
      api.handle.db.update(products).set(values).where(eq(products.id, id));
    const availability = async () =>
      (await api.call(endpoints.orderGifts, {})).data.find((gift) => gift.id === 1)?.availability
        .isAvailable;

    await api.handle.db.execute(
      sql`update variant_stock set quantity = 0 where variant_id in
            (select id from product_variants where product_id = ${first})`,
    );
    await setProduct(first, { checkStock: true, saleable: true });
    expect(await availability()).toBe(false);
    await setProduct(first, { checkStock: false });
    expect(await availability()).toBe(true);
    await setProduct(first, { saleable: false });
    expect(await availability()).toBe(false);

    await setProduct(first, { visible: false });
    await setProduct(second, { requiredUserGroup: 'vip' });
    expect(await ids()).toEqual([3]);
    expect(await ids(['vip'])).toEqual([2, 3]);
  });
});
