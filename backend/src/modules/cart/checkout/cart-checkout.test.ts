import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import {
  failureOf,
  signedInShopper,
  useAccountsApp,
} from '../../accounts/users/users.test-helpers.ts';
import { insertTestCoupon, pickProducts, type TestProduct } from '../cart.test-helpers.ts';

describe.each(testDatabases)('cart checkout calls on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api } = accounts;
  let products: TestProduct[] = [];
  beforeAll(async () => {
    products = await pickProducts(api.handle, 2, 4);
    await insertTestCoupon(api.handle, { code: 'TEN', kind: 'percent', percent: 10 });
    await insertTestCoupon(api.handle, { code: 'SHIPFREE', kind: 'free_shipping' });
    await insertTestCoupon(api.handle, { code: 'OLD', kind: 'percent', percent: 5, expired: true });
    await insertTestCoupon(api.handle, {
      code: 'ONCE',
      kind: 'amount',
      amountOff: 100,
      maxUses: 1,
      usedCount: 1,
    });
    await insertTestCoupon(api.handle, {
      code: 'BIG',
      kind: 'amount',
      amountOff: 100,
      minOrderValue: 10_000_000_00,
    });
    await insertTestCoupon(api.handle, {
      code: 'EURO',
      kind: 'percent',
      percent: 5,
      currency: 'EUR',
    });
  });
  const guestCart = async (amount = 1) => {
    const added = await api.call(endpoints.addCartItem, {
      body: { id: products[0]?.productId ?? 0, amount },
    });
    return { cartToken: added.meta.custom ?? '', cart: added.data.cart };
  };

  it('applies a percent coupon to the totals and removes it again', async () => {
    const { cartToken, cart } = await guestCart(2);
    const { data } = await api.call(
      endpoints.applyCoupon,
      { body: { couponCode: ' ten ' } },
      { cartToken },
    );
    expect(data.coupon).toEqual({ code: 'TEN', kind: 'percent', percent: 10 });
    const discount = Math.round(cart.prices.itemsWithTax / 10);
    expect(data.prices.discountWithTax).toBe(discount);
    expect(data.prices.totalWithTax).toBe(cart.prices.itemsWithTax - discount);
    expect(data.prices.totalWithoutTax).toBeLessThan(cart.prices.totalWithoutTax);
    const removed = await api.call(endpoints.removeCoupon, {}, { cartToken });
    expect(removed.data.prices.totalWithTax).toBe(cart.prices.itemsWithTax);
  });

  it('refuses unknown, expired, used-up and below-minimum codes on the code field', async () => {
    const { cartToken } = await guestCart();
    for (const [code, title] of [
      ['NOPE', /does not exist/],
      ['EURO', /does not exist/],
      ['OLD', /expired/],
      ['ONCE', /used up/],
      ['BIG', /at least/],
    ] as const) {
      const failure = await failureOf(
        api.call(endpoints.applyCoupon, { body: { couponCode: code } }, { cartToken }),
      );
      expect(failure.status, code).toBe(400);
      expect(failure.errors[0]).toMatchObject({
        field: 'couponCode',
        title: expect.stringMatching(title),
      });
    }
    const noCart = await failureOf(
      api.call(endpoints.applyCoupon, { body: { couponCode: 'TEN' } }),
    );
    expect(noCart.status).toBe(404);
  });

  it('prices shippers for the cart and leaves out payments the shipper blocks', async () => {
    const { cartToken } = await guestCart();
    const listed = await api.call(endpoints.shippers, {});
    const { data } = await api.call(endpoints.cartShippers, {}, { cartToken });
    expect(data.map((shipper) => shipper.id)).toEqual(listed.data.map((shipper) => shipper.id));
    for (const shipper of data) {
      expect(
        shipper.delivery.nearestDeliveryDate >=
          (listed.data.find((s) => s.id === shipper.id)?.delivery.nearestDeliveryDate ?? ''),
      ).toBe(true);
    }
    await api.call(endpoints.applyCoupon, { body: { couponCode: 'SHIPFREE' } }, { cartToken });
    const free = await api.call(endpoints.cartShippers, {}, { cartToken });
    expect(free.data.every((shipper) => shipper.price.withTax === 0)).toBe(true);

    const blocking = listed.data.find((shipper) => shipper.blockedPayments.length > 0);
    const all = await api.call(endpoints.cartPayments, {}, { cartToken });
    if (blocking) {
      const allowed = await api.call(
        endpoints.cartPayments,
        { query: { shipperId: blocking.id } },
        { cartToken },
      );
      expect(allowed.data.length).toBe(all.data.length - blocking.blockedPayments.length);
      expect(allowed.data.some((payment) => blocking.blockedPayments.includes(payment.id))).toBe(
        false,
      );
    }
    const unknown = await failureOf(
      api.call(endpoints.cartPayments, { query: { shipperId: 999_999 } }),
    );
    expect(unknown.errors[0]).toMatchObject({ field: 'shipperId', code: 'not_found' });
  });

  it('lets a signed-in shopper spend credits up to the balance, never a guest', async () => {
    const { cartToken } = await guestCart();
    expect(
      (await failureOf(api.call(endpoints.setCartCredits, { body: { credits: 1 } }, { cartToken })))
        .status,
    ).toBe(401);
    const shopper = await signedInShopper(accounts);
    const asShopper = { authToken: shopper.token };
    const added = await api.call(
      endpoints.addCartItem,
      { body: { id: products[1]?.productId ?? 0 } },
      asShopper,
    );
    const tooMuch = await failureOf(
      api.call(endpoints.setCartCredits, { body: { credits: 100 } }, asShopper),
    );
    expect(tooMuch.errors[0]).toMatchObject({ field: 'credits', code: 'validation_failed' });
    await api.handle.db.execute(sql`update users set credits = 500 where id = ${shopper.userId}`);
    const { data } = await api.call(
      endpoints.setCartCredits,
      { body: { credits: 300 } },
      asShopper,
    );
    expect(data.prices.creditsWithTax).toBe(Math.min(300, added.data.cart.prices.itemsWithTax));
    expect(data.prices.totalWithTax).toBe(
      added.data.cart.prices.itemsWithTax - data.prices.creditsWithTax,
    );
  }, 60_000);

  it('picks an order gift only once the cart reaches its threshold, and drops it below', async () => {
    const gifts = (await api.call(endpoints.orderGifts, {})).data;
    const gift = gifts.find((candidate) => candidate.availability.isAvailable);
    if (!gift) throw new Error('the demo shop has an available gift');
    const { cartToken, cart } = await guestCart();
    const below = cart.prices.discountLimitPriceWithVat < gift.price_from;
    if (below) {
      const early = await failureOf(
        api.call(endpoints.addCartGift, { body: { id: gift.id } }, { cartToken }),
      );
      expect(early.errors[0]).toMatchObject({ field: 'id', code: 'validation_failed' });
    }
    const unit = cart.items[0]?.prices.unitWithTax ?? 1;
    const needed = Math.min(Math.ceil(gift.price_from / unit), 50);
    const line = cart.items[0]?.id ?? 0;
    await api.handle.db.execute(
      sql`update products set check_stock = false where id = ${products[0]?.productId ?? 0}`,
    );
    await api.call(
      endpoints.updateCartItem,
      { params: { id: line }, body: { amount: needed } },
      { cartToken },
    );
    const picked = await api.call(endpoints.addCartGift, { body: { id: gift.id } }, { cartToken });
    expect(picked.data.selectedGifts).toEqual(
      picked.data.prices.discountLimitPriceWithVat >= gift.price_from ? [gift.id] : [],
    );
    const unknown = await failureOf(
      api.call(endpoints.addCartGift, { body: { id: 999_999 } }, { cartToken }),
    );
    expect(unknown.status).toBe(404);
    if (below) {
      const shrunk = await api.call(
        endpoints.updateCartItem,
        { params: { id: line }, body: { amount: 1 } },
        { cartToken },
      );
      expect(shrunk.data.selectedGifts).toEqual([]);
    }
    const removed = await api.call(
      endpoints.removeCartGift,
      { params: { id: gift.id } },
      { cartToken },
    );
    expect(removed.data.selectedGifts).toEqual([]);
  });

  it('says whether the cart meets the order minimum value', async () => {
    const { cart } = await guestCart();
    const globals = await api.call(endpoints.globals, {});
    const minimum = globals.data.orderMinimumValue?.amount ?? null;
    expect(cart.prices.orderMinimumValue).toBe(minimum);
    expect(cart.prices.meetsOrderMinimum).toBe(
      minimum === null || cart.prices.discountLimitPriceWithVat >= minimum,
    );
    expect(cart.prices.freeShippingAt).toBe(globals.data.freeShippingAt?.amount ?? null);
  });
});
