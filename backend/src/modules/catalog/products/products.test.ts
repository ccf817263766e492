import { endpoints } from '@vitrina/contracts';
import { catalogParameterIds } from '@vitrina/contracts/content';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productGifts, products, warehouses } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

// Seed facts the tests rely on: product 7 is wholesale-only (VO), product 13 is hidden.
const wholesaleOnly = 7;
const hidden = 13;

describe.each(testDatabases)('GET /content/catalog/product on $name', (database) => {
  const api = useTestApp(database);
  const byIds = (ids: number[], context = {}) =>
    api.call(endpoints.catalogProduct, { query: { ids } }, context);

  it('finds a product by its slug with description, both slugs and a cheapest-variant price', async () => {
    const [first] = (await byIds([1])).data;
    expect(first).toBeDefined();
    const { data, error } = await api.call(endpoints.catalogProduct, {
      query: { slugs: [first?.slug ?? ''], checkPermissions: 'true' },
    });
    expect(error).toBeUndefined();
    const [product] = data;
    expect(product?.id).toBe(1);
    expect(product?.description).toMatch(/<p>/);
    expect(product?.slugs.cs).toBe(first?.slug);
    expect(product?.slugs.en).toMatch(/^[a-z0-9-]+$/);
    const cheapest = Math.min(...(product?.variants ?? []).map((v) => v.prices.unitWithTax));
    expect(product?.prices.unitWithTax).toBe(cheapest);
    expect(product?.prices.currencyCode).toBe('CZK');
    expect(product?.variants.some((v) => v.id === product.defaultVariantId)).toBe(true);
    expect(product?.hasVariants).toBe((product?.variants.length ?? 0) > 1);
  });

  it('names products in the request language, with Czech diacritics in cs', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const cs = (await byIds(ids)).data;
    const en = (await byIds(ids, { locale: 'en' })).data;
    expect(cs.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(cs.some((p) => /[áčďéěíňóřšťúůýž]/i.test(p.name))).toBe(true);
    expect(cs[0]?.name).not.toBe(en[0]?.name);
    expect(cs[0]?.slug).not.toBe(en[0]?.slug);
    // A slug of the other language still finds it (a language switch keeps working).
    const other = await api.call(
      endpoints.catalogProduct,
      { query: { slugs: [cs[0]?.slug ?? ''] } },
      { locale: 'en' },
    );
    expect(other.data[0]?.name).toBe(en[0]?.name);
    expect(cs[0]?.categoryFullname).toContain(' > ');
  });

  it("names each variant's warehouses, the supplier's as virtual", async () => {
    const [product] = (await byIds([1])).data;
    const stocked = product?.variants[0]?.warehouses ?? [];
    const rows = await api.handle.db.select().from(warehouses);
    const nameOf = new Map(rows.map((row) => [row.code, row.name]));
    expect(stocked.length).toBeGreaterThan(1);
    for (const warehouse of stocked) {
      expect(warehouse.name).toBe(nameOf.get(warehouse.code));
    }
    expect(stocked.some((warehouse) => warehouse.virtual)).toBe(true);
  });

  it('answers the request currency and the VO group price', async () => {
    const czk = (await byIds([1, 2, 3])).data;
    const eur = (await byIds([1, 2, 3], { currency: 'EUR' })).data;
    const vo = (await byIds([1, 2, 3], { userGroups: ['VO'] })).data;
    for (const [index, product] of czk.entries()) {
      expect(eur[index]?.prices.currencyCode).toBe('EUR');
      expect(eur[index]?.prices.unitWithTax).toBeLessThan(product.prices.unitWithTax);
      expect(vo[index]?.prices.unitWithTax).toBeLessThan(product.prices.unitWithTax);
      expect(product.prices.unitWithoutTax).toBeLessThan(product.prices.unitWithTax);
      expect(Number.isInteger(product.prices.unitWithTax)).toBe(true);
    }
  });

  it('keeps the order of ids and leaves out unknown and hidden products', async () => {
    const { data, error } = await byIds([3, 999_999, hidden, 2]);
    expect(error).toBeUndefined();
    expect(data.map((p) => p.id)).toEqual([3, 2]);
  });

  it('refuses a wholesale-only product to others (error 403) and shows it to VO', async () => {
    const [product] = (await byIds([wholesaleOnly], { userGroups: ['VO'] })).data;
    expect(product).toBeDefined();
    const slugs = [product?.slug ?? ''];
    const refused = await api.call(endpoints.catalogProduct, { query: { slugs } });
    expect(refused).toMatchObject({ data: [], error: { statusCode: 403, code: 'forbidden' } });
    expect((await byIds([wholesaleOnly])).data).toEqual([]);
    const allowed = await api.call(
      endpoints.catalogProduct,
      { query: { slugs } },
      { userGroups: ['VO'] },
    );
    expect(allowed.data.map((p) => p.id)).toEqual([wholesaleOnly]);
  });

  it('answers an unknown slug with an error field', async () => {
    const answer = await api.call(endpoints.catalogProduct, {
      query: { slugs: ['no-such-product'] },
    });
    expect(answer).toMatchObject({ data: [], error: { statusCode: 404, code: 'not_found' } });
  });

  it('finds by codes, eans, variant codes and variant eans', async () => {
    const [product] = (await byIds([5])).data;
    const variant = product?.variants[0];
    const calls = [
      { codes: [product?.code ?? ''] },
      { eans: [product?.ean ?? ''] },
      { variantCodes: [variant?.catalogCode ?? ''] },
      { variantEans: [variant?.ean ?? ''] },
    ];
    for (const query of calls) {
      const { data } = await api.call(endpoints.catalogProduct, { query });
      expect(
        data.map((p) => p.id),
        JSON.stringify(query),
      ).toEqual([5]);
    }
  });

  it('lists a category subtree newest first, up to limit', async () => {
    const { data } = await api.call(endpoints.catalogProduct, {
      query: { categoryIds: [1], limit: 5 },
    });
    expect(data.length).toBe(5);
    const listing = await api.call(endpoints.catalogState, {
      query: { scope: { categoryId: 1, sort: 'newest', perPage: 5 } },
    });
    expect(data.map((p) => p.id)).toEqual(listing.products.items.map((p) => p.id));
    const dates = data.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('returns random products', async () => {
    const { data } = await api.call(endpoints.catalogProduct, { query: { random: 4 } });
    expect(data).toHaveLength(4);
    expect(new Set(data.map((p) => p.id)).size).toBe(4);
  });

  it('gives the manufacturer parameter the brand id, and colours their hex', async () => {
    const { data } = await byIds(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const product of data) {
      const maker = product.parameters.find((p) => p.entityId === catalogParameterIds.manufacturer);
      expect(maker?.values).toEqual([product.brand?.id]);
    }
    const colour = data
      .flatMap((p) => p.parameters)
      .find((p) => p.entityId === catalogParameterIds.color);
    expect(colour?.valueEntities[0]?.colorHex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    ['no selector', '/content/catalog/product'],
    ['two selectors', '/content/catalog/product?ids=1&codes=P000001'],
    ['a non-numeric id', '/content/catalog/product?ids=1,abc'],
    ['random out of range', '/content/catalog/product?random=0'],
    ['a bad checkPermissions', '/content/catalog/product?ids=1&checkPermissions=maybe'],
  ])('rejects %s with a 400 envelope', async (_, path) => {
    const { status, body } = await api.get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ code: 'validation_failed' }] } });
  });

  it('rejects an unknown currency', async () => {
    await expect(byIds([1], { currency: 'USD' })).rejects.toMatchObject({
      status: 400,
      errors: [{ code: 'unknown_currency' }],
    });
  });

  // Writes last: this file's database is its own copy.
  it('shows a gift as available only while it can be ordered', async () => {
    const [link] = await api.handle.db.select().from(productGifts).limit(1);
    const [holderId, giftId] = [link?.productId ?? 0, link?.giftProductId ?? 0];
    expect(giftId).toBeGreaterThan(0);
    const giftAvailable = async () =>
      (await byIds([holderId])).data[0]?.gifts.find((gift) => gift.id === giftId)?.availability
        .isAvailable;
    const setGift = (values: Partial<typeof products.$inferInsert>) =>
      api.handle.db.update(products).set(values).where(eq(products.id, giftId));

    await api.handle.db.execute(
      sql`update variant_stock set quantity = 0 where variant_id in
            (select id from product_variants where product_id = ${giftId})`,
    );
    await setGift({ saleable: true, checkStock: true });
    expect(await giftAvailable()).toBe(false);
    await setGift({ checkStock: false });
    expect(await giftAvailable()).toBe(true);
    await setGift({ saleable: false });
    expect(await giftAvailable()).toBe(false);
  });
});
