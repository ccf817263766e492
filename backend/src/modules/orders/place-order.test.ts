import { endpoints, type EndpointBody } from '@vitrina/contracts';
import type { Order } from '@vitrina/contracts/store';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../../core/errors.ts';
import { selectRows } from '../../db/database.ts';
import { announceChanges } from '../../db/dictionary-cache.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  failureOf,
  password,
  send,
  signedInShopper,
  uniqueEmail,
  useAccountsApp,
} from '../accounts/users/users.test-helpers.ts';
import {
  insertTestCoupon,
  pickProducts,
  setStock,
  stockOf,
  type TestProduct,
} from '../cart/cart.test-helpers.ts';

type PlaceBody = EndpointBody<typeof endpoints.placeOrder>;

describe.each(testDatabases)('placing orders on $name', (database) => {
  let failAfterReserve = false;
  const certified: Order[] = [];
  const accounts = useAccountsApp(
    database,
    {},
    {
      orders: {
        afterReserve: async () => {
          if (failAfterReserve)
            throw new ConflictError('injected failure after the stock decrement');
        },
        certify: async (order) => {
          certified.push(order);
        },
      },
    },
  );
  const { api } = accounts;
  // The race sizes on PostgreSQL, where calls really run at once on a pool of connections;
  // PGlite has one connection, so there the same races are smaller (they queue either way).
  const race =
    database.name === 'postgres'
      ? { carts: 50, stock: 5, couponCarts: 20 }
      : { carts: 6, stock: 3, couponCarts: 5 };
  let products: TestProduct[] = [];
  let choice = { shipper_id: 0, payment_id: 0 };
  beforeAll(async () => {
    products = await pickProducts(api.handle, 3, 8);
    const shippers = (await api.call(endpoints.shippers, {})).data;
    const shipper = shippers.find((candidate) => !candidate.hasBranches) ?? shippers[0];
    const payments = (
      await api.call(endpoints.cartPayments, { query: { shipperId: shipper?.id ?? 0 } })
    ).data;
    choice = { shipper_id: shipper?.id ?? 0, payment_id: payments[0]?.id ?? 0 };
  });

  const body = (more: Partial<PlaceBody> = {}): PlaceBody => ({
    name: 'Jana Nováková',
    email: 'jana@example.com',
    phone: '+420 777 123 456',
    billing_address: { street: 'Dlouhá 12', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
    terms: true,
    ...choice,
    ...more,
  });
  const guestCartWith = async (productIndex: number, amount = 1) => {
    const added = await api.call(endpoints.addCartItem, {
      body: { id: products[productIndex]?.variantIds[0] ?? 0, type: 'variant', amount },
    });
    return added.meta.custom ?? '';
  };
  const place = (cartToken: string, more: Partial<PlaceBody> = {}, authToken?: string) =>
    api.call(endpoints.placeOrder, { body: body(more) }, { cartToken, authToken });

  it('places a guest cart: server prices, stock taken, e-mail queued, readable by its link', async () => {
    const variantId = products[0]?.variantIds[0] ?? 0;
    await setStock(api.handle, products[0]?.productId ?? 0, 10);
    const cartToken = await guestCartWith(0, 2);
    const cart = (await api.call(endpoints.cart, {}, { cartToken })).data;
    const { data: order, meta } = await place(cartToken);
    expect(order.code).toMatch(/^\d{10}$/);
    expect(order.prices.itemsWithTax).toBe(cart.prices.itemsWithTax);
    expect(order.prices.totalWithTax).toBe(
      cart.prices.totalWithTax +
        order.prices.shipperPriceWithTax +
        order.prices.paymentPriceWithTax,
    );
    expect(order.items.filter((item) => item.kind === 'product')).toEqual([
      expect.objectContaining({ variantId, amount: 2 }),
    ]);
    expect(await stockOf(api.handle, variantId)).toBe(8);
    // The order e-mail leaves through the outbox (its sender polls every 500 ms here, so the row
    // may already be gone): it is the mail that reaches the shopper, with the order's code.
    const orderMailArrived = () =>
      accounts.smtp.received.some(
        (mail) => mail.to.includes('jana@example.com') && mail.text.includes(order.code),
      );
    await expect.poll(orderMailArrived, { timeout: 10_000 }).toBe(true);
    const byLink = await api.call(endpoints.orderByToken, { params: { token: meta.token } });
    expect(byLink.data.id).toBe(order.id);
    // A retry answers the same order and link; the cart is empty afterwards.
    const again = await place(cartToken);
    expect([again.data.id, again.meta.token]).toEqual([order.id, meta.token]);
    expect((await api.call(endpoints.cart, {}, { cartToken })).data.items).toEqual([]);
    expect(await stockOf(api.handle, variantId)).toBe(8);
    const unknown = await failureOf(
      api.call(endpoints.orderByToken, { params: { token: 'A'.repeat(43) } }),
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses prices sent by the client and checks the choices', async () => {
    const cartToken = await guestCartWith(1);
    const priced = await send(
      api,
      'POST',
      '/api/v1/cart/place',
      { ...body(), totalWithTax: 1 },
      { 'x-cart-token': cartToken },
    );
    expect(priced.status).toBe(400);
    const badShipper = await failureOf(place(cartToken, { shipper_id: 999_999 }));
    expect(badShipper.errors[0]).toMatchObject({ field: 'shipper_id' });
    const noCart = await failureOf(place(''));
    expect(noCart.status).toBe(404);
  });

  it('keeps the compliance flags of the payload on the order, unticked when not sent', async () => {
    const flagsOf = async (orderId: number) => {
      const [row] = await selectRows<{ flags: Record<string, unknown> }>(
        api.handle.db,
        sql`select flags from orders where id = ${orderId}`,
      );
      return row?.flags;
    };
    const ticked = await place(await guestCartWith(2), {
      price_comparison_consent: true,
      price_comparison_review_consent: false,
      magazine: true,
      phone_notification: true,
    });
    expect(ticked.data.attributes.priceComparisonConsent).toBe(true);
    expect(await flagsOf(ticked.data.id)).toMatchObject({
      priceComparisonConsent: true,
      priceComparisonReviewConsent: false,
      magazine: true,
      phoneNotification: true,
    });
    const plain = await place(await guestCartWith(2));
    expect(await flagsOf(plain.data.id)).toMatchObject({
      priceComparisonConsent: false,
      priceComparisonReviewConsent: false,
      magazine: false,
      phoneNotification: false,
    });
  });

  it('gives 20 concurrent place calls of one cart one order and the same answer', async () => {
    const cartToken = await guestCartWith(1);
    certified.length = 0;
    const announced: string[] = [];
    announceChanges(api.handle.db, (reason) => announced.push(reason));
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(cartToken)));
    // One piece of a well-stocked product sells nothing out: no process is told to re-render its
    // pages (decision 230; the sold-out case is the race below).
    expect(announced).toEqual([]);
    // The certification service hears of the order once, with what the shopper bought.
    expect(certified.map((order) => order.code)).toEqual([answers[0]?.data.code]);
    expect(certified[0]?.customer.email).toBe('jana@example.com');
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.meta.token)).size).toBe(1);
    const [row] = await selectRows<{ count: number }>(
      api.handle.db,
      sql`select count(*)::int as count from orders where cart_id = ${answers[0]?.data.attributes.cartId ?? ''}`,
    );
    expect(row?.count).toBe(1);
  }, 60_000);

  it('refuses a cart the stock no longer fills, says how many are left, and writes nothing', async () => {
    const productId = products[2]?.productId ?? 0;
    const variantId = products[2]?.variantIds[0] ?? 0;
    await setStock(api.handle, productId, 3);
    const cartToken = await guestCartWith(2, 3);
    await setStock(api.handle, productId, 2);
    const orderCount = async () =>
      (
        await selectRows<{ count: number }>(
          api.handle.db,
          sql`select count(*)::int as count from orders`,
        )
      )[0]?.count;
    const ordersBefore = await orderCount();
    const short = await failureOf(place(cartToken));
    expect(short.status).toBe(409);
    expect(short.errors).toEqual([
      expect.objectContaining({ field: 'items', title: expect.stringMatching(/^Only 2 pieces/) }),
    ]);
    expect([await stockOf(api.handle, variantId), await orderCount()]).toEqual([2, ordersBefore]);
    // The cart is still open: with the stock back, the same cart places.
    await setStock(api.handle, productId, 3);
    const { data: order } = await place(cartToken);
    expect(order.items.filter((item) => item.kind === 'product')).toEqual([
      expect.objectContaining({ variantId, amount: 3 }),
    ]);
    expect(await stockOf(api.handle, variantId)).toBe(0);
  });

  it(`never oversells: ${race.carts} concurrent orders of 1 piece on stock ${race.stock} leave it at zero`, async () => {
    const productId = products[2]?.productId ?? 0;
    const variantId = products[2]?.variantIds[0] ?? 0;
    // Every cart holds its piece before the stock drops to the last few (adding checks stock too).
    await setStock(api.handle, productId, race.carts);
    const carts = await Promise.all(Array.from({ length: race.carts }, () => guestCartWith(2)));
    await setStock(api.handle, productId, race.stock);
    const announced: string[] = [];
    announceChanges(api.handle.db, (reason) => announced.push(reason));
    const results = await Promise.allSettled(carts.map((cartToken) => place(cartToken)));
    const placed = results.filter((result) => result.status === 'fulfilled');
    expect(placed).toHaveLength(race.stock);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 });
    expect(await stockOf(api.handle, variantId)).toBe(0);
    // The order that took the last piece, and only it, tells every process (decision 230).
    expect(announced).toEqual(['stock']);
  }, 60_000);

  it('lets a single-use coupon in several carts placed at once be used once', async () => {
    const couponId = await insertTestCoupon(api.handle, {
      code: 'FIRSTONE',
      kind: 'amount',
      amountOff: 100,
      maxUses: 1,
    });
    await setStock(api.handle, products[1]?.productId ?? 0, race.couponCarts);
    const carts = await Promise.all(
      Array.from({ length: race.couponCarts }, () => guestCartWith(1)),
    );
    for (const cartToken of carts)
      await api.call(endpoints.applyCoupon, { body: { couponCode: 'FIRSTONE' } }, { cartToken });
    const results = await Promise.allSettled(carts.map((cartToken) => place(cartToken)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({
          errors: [expect.objectContaining({ field: 'couponCode' })],
        });
    const [row] = await selectRows<{ used: number }>(
      api.handle.db,
      sql`select used_count as used from coupons where id = ${couponId}`,
    );
    expect(row?.used).toBe(1);
  }, 60_000);

  it('uses a single-use coupon and credits once, and a failure after the stock decrement leaves all as it was', async () => {
    const couponId = await insertTestCoupon(api.handle, {
      code: 'SOLO',
      kind: 'amount',
      amountOff: 100,
      maxUses: 1,
    });
    const shopper = await signedInShopper(accounts);
    await api.handle.db.execute(sql`update users set credits = 200 where id = ${shopper.userId}`);
    const asShopper = { authToken: shopper.token };
    const productId = products[0]?.productId ?? 0;
    const variantId = products[0]?.variantIds[0] ?? 0;
    await setStock(api.handle, productId, 5);
    await api.call(endpoints.addCartItem, { body: { id: variantId, type: 'variant' } }, asShopper);
    await api.call(endpoints.applyCoupon, { body: { couponCode: 'SOLO' } }, asShopper);
    const withCredits = await api.call(
      endpoints.setCartCredits,
      { body: { credits: 150 } },
      asShopper,
    );
    const spent = withCredits.data.prices.creditsWithTax;
    expect(spent).toBeGreaterThan(0);
    const state = async () => {
      const [row] = await selectRows<{ used: number; credits: number }>(
        api.handle.db,
        sql`select (select used_count from coupons where id = ${couponId}) as used,
                   (select credits::int from users where id = ${shopper.userId}) as credits`,
      );
      return { ...row, stock: await stockOf(api.handle, variantId) };
    };
    failAfterReserve = true;
    const failed = await failureOf(place('', {}, shopper.token));
    failAfterReserve = false;
    expect(failed.status).toBe(409);
    expect(await state()).toEqual({ used: 0, credits: 200, stock: 5 });

    const { data: order } = await place('', {}, shopper.token);
    expect(order.couponCode).toBe('SOLO');
    expect(order.prices.creditsWithTax).toBe(spent);
    expect(await state()).toEqual({ used: 1, credits: 200 - spent, stock: 4 });
    const retry = await place('', {}, shopper.token);
    expect(retry.data.id).toBe(order.id);
    expect(await state()).toEqual({ used: 1, credits: 200 - spent, stock: 4 });

    // The owner reads it by number and id and in the list; another shopper gets 404.
    const byCode = await api.call(
      endpoints.userOrderByCode,
      { params: { code: order.code } },
      asShopper,
    );
    expect(byCode.data.id).toBe(order.id);
    const list = await api.call(endpoints.userOrders, { query: { perPage: 1 } }, asShopper);
    expect(list.meta.pagination.total).toBe(1);
    const other = await signedInShopper(accounts);
    const asOther = { authToken: other.token };
    expect(
      (await failureOf(api.call(endpoints.userOrder, { params: { id: order.id } }, asOther)))
        .status,
    ).toBe(404);
    expect(
      (
        await failureOf(
          api.call(endpoints.userOrderByCode, { params: { code: order.code } }, asOther),
        )
      ).status,
    ).toBe(404);
  }, 60_000);

  it('registers at checkout only when the password and its confirmation are equal', async () => {
    const email = uniqueEmail('checkout');
    const unequal = await place(await guestCartWith(1), {
      email,
      password,
      password_confirmation: `${password}!`,
    });
    expect(unequal.meta.registered).toBe(false);
    const { meta, data } = await place(await guestCartWith(1), {
      email,
      password,
      password_confirmation: password,
    });
    expect(meta.registered).toBe(true);
    const [row] = await selectRows<{ userId: number | null }>(
      api.handle.db,
      sql`select user_id as "userId" from orders where id = ${data.id}`,
    );
    expect(row?.userId).toBeGreaterThan(0);
  }, 60_000);
});
