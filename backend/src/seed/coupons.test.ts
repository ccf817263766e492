import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/database.ts';
import { failureOf } from '../modules/accounts/users/users.test-helpers.ts';
import { pickProducts, type TestProduct } from '../modules/cart/cart.test-helpers.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { selectDemoCoupons, writeDemoCoupons } from './coupons.ts';

describe.each(testDatabases)('the demo promo codes on $name', (database) => {
  const api = useTestApp(database);
  let products: TestProduct[] = [];
  beforeAll(async () => {
    products = await pickProducts(api.handle, 2, 40);
  });
  const cartWith = async (product: TestProduct | undefined, amount: number) =>
    (
      await api.call(endpoints.addCartItem, {
        body: { id: product?.variantIds[0] ?? 0, type: 'variant', amount },
      })
    ).meta.custom ?? '';

  it('take 10 %, 200 CZK off above 1,000 CZK, and free shipping', async () => {
    const cartToken = await cartWith(products[0], 1);
    const percent = await api.call(
      endpoints.applyCoupon,
      { body: { couponCode: 'vitrina10' } },
      { cartToken },
    );
    const { prices } = percent.data;
    expect(percent.data.coupon).toEqual({ code: 'VITRINA10', kind: 'percent', percent: 10 });
    expect(prices.discountWithTax).toBe(Math.round(prices.itemsWithTax / 10));

    const free = await api.call(
      endpoints.applyCoupon,
      { body: { couponCode: 'DOPRAVAZDARMA' } },
      { cartToken },
    );
    expect(free.data.coupon?.kind).toBe('free_shipping');

    const amount = await api.call(
      endpoints.applyCoupon,
      { body: { couponCode: 'SLEVA200' } },
      { cartToken: await cartWith(products[1], 10) },
    );
    expect(amount.data.prices.itemsWithTax).toBeGreaterThanOrEqual(100_000);
    expect(amount.data.prices.discountWithTax).toBe(20_000);
  });

  it('refuses the fixed-amount code below its minimum', async () => {
    const candidates = await pickProducts(api.handle, 20, 40);
    const [cheapest] = await selectRows<{ variantId: number; price: number }>(
      api.handle.db,
      sql`select vp.variant_id as "variantId", vp.with_tax::int as price
          from variant_prices vp join price_lists l on l.id = vp.price_list_id
          where l.currency_code = 'CZK' and l.user_group is null
            and vp.variant_id = any(${`{${candidates.map((product) => product.variantIds[0]).join(',')}}`}::int[])
          order by vp.with_tax limit 1`,
    );
    expect(cheapest?.price).toBeLessThan(100_000);
    const cartToken = await cartWith({ productId: 0, variantIds: [cheapest?.variantId ?? 0] }, 1);
    const refused = await failureOf(
      api.call(endpoints.applyCoupon, { body: { couponCode: 'SLEVA200' } }, { cartToken }),
    );
    expect(refused.errors[0]).toMatchObject({ field: 'couponCode', code: 'validation_failed' });
  });

  it('are added once: writing them again keeps what the shop changed', async () => {
    await api.handle.db.execute(sql`update coupons set used_count = 7 where code = 'VITRINA10'`);
    expect(await writeDemoCoupons(api.handle.db)).toEqual({ coupons: 0 });
    const coupons = await selectDemoCoupons(api.handle.db);
    expect(coupons.map((coupon) => coupon.code).sort()).toEqual([
      'DOPRAVAZDARMA',
      'SLEVA200',
      'VITRINA10',
    ]);
    expect(coupons.find((coupon) => coupon.code === 'VITRINA10')?.usedCount).toBe(7);
  });
});
