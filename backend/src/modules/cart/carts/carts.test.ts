import { createHash } from 'node:crypto';
import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/database.ts';
import { testDatabases } from '../../../test/databases.ts';
import {
  failureOf,
  password,
  send,
  signedInShopper,
  useAccountsApp,
} from '../../accounts/users/users.test-helpers.ts';
import { pickProducts, setStock, type TestProduct } from '../cart.test-helpers.ts';

describe.each(testDatabases)('cart on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api } = accounts;
  let products: TestProduct[] = [];
  beforeAll(async () => {
    products = await pickProducts(api.handle, 4);
  });
  const product = (index: number) => products[index] as TestProduct;

  it('answers an empty cart without a token, and gives a guest a token with the first item', async () => {
    const empty = await api.call(endpoints.cart, {});
    expect(empty.data).toMatchObject({ id: null, items: [], itemsCount: 0 });
    expect(empty.meta.custom).toBeNull();

    const added = await api.call(endpoints.addCartItem, {
      body: { id: product(0).productId, amount: 2 },
    });
    const token = added.meta.custom ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(added.data.changedAmount).toBe(2);
    const line = added.data.addedItem;
    expect(line.amount).toBe(2);
    expect(line.prices.totalWithTax).toBe(line.prices.unitWithTax * 2);
    expect(added.data.cart.prices.itemsWithTax).toBe(line.prices.totalWithTax);
    expect(added.data.cart.prices.totalWithoutTax).toBe(line.prices.unitWithoutTax * 2);

    // Only the token's SHA-256 is stored.
    const rows = await selectRows<{ tokenHash: string }>(
      api.handle.db,
      sql`select token_hash as "tokenHash" from carts where id = ${added.data.cart.id}`,
    );
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const again = await api.call(endpoints.cart, {}, { cartToken: token });
    expect(again.data.items.map((item) => item.id)).toEqual([line.id]);
    // Someone else's token, or a malformed one, finds nothing.
    const other = await api.call(endpoints.cart, {}, { cartToken: 'x'.repeat(43) });
    expect(other.data.items).toEqual([]);
    const malformed = await send(api, 'GET', '/api/v1/cart', undefined, {
      'x-cart-token': "'; drop table carts; --",
    });
    expect(malformed.status).toBe(200);
  });

  it('adds up the same variant, opens a new line on request, prices in EUR on request', async () => {
    const first = await api.call(endpoints.addCartItem, { body: { id: product(1).productId } });
    const cartToken = first.meta.custom ?? '';
    const variantId = first.data.addedItem.variantId;
    const same = await api.call(
      endpoints.addCartItem,
      { body: { id: variantId, type: 'variant', amount: 3 } },
      { cartToken },
    );
    expect(same.data.cart.items).toHaveLength(1);
    expect(same.data.addedItem.amount).toBe(4);
    const newLine = await api.call(
      endpoints.addCartItem,
      { body: { id: variantId, type: 'variant', newLine: true } },
      { cartToken },
    );
    expect(newLine.data.cart.items).toHaveLength(2);
    expect(newLine.data.cart.itemsCount).toBe(5);
    const euro = await api.call(endpoints.cart, {}, { cartToken, currency: 'EUR' });
    expect(euro.data.currencyCode).toBe('EUR');
    expect(euro.data.prices.itemsWithTax).not.toBe(newLine.data.cart.prices.itemsWithTax);
  });

  it('refuses prices and unknown keys from the client, and unknown products', async () => {
    const priced = await send(api, 'POST', '/api/v1/cart/items', {
      id: product(0).productId,
      amount: 1,
      price: 1,
    });
    expect(priced.status).toBe(400);
    const unknown = await failureOf(
      api.call(endpoints.addCartItem, { body: { id: 2_000_000_000 } }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]?.field).toBe('id');
  });

  it('keeps the amount within stock, summed over lines of the same variant', async () => {
    await setStock(api.handle, product(2).productId, 3);
    const variantId = product(2).variantIds[0] ?? 0;
    const added = await api.call(endpoints.addCartItem, {
      body: { id: variantId, type: 'variant', amount: 5 },
    });
    const cartToken = added.meta.custom ?? '';
    expect(added.data.changedAmount).toBe(3);
    const more = await failureOf(
      api.call(
        endpoints.addCartItem,
        { body: { id: variantId, type: 'variant', newLine: true } },
        { cartToken },
      ),
    );
    expect(more.status).toBe(409);
    const lineId = added.data.addedItem.id;
    const tooMany = await failureOf(
      api.call(
        endpoints.updateCartItem,
        { params: { id: lineId }, body: { amount: 4 } },
        { cartToken },
      ),
    );
    expect(tooMany.status).toBe(409);
    const fewer = await api.call(
      endpoints.updateCartItem,
      { params: { id: lineId }, body: { amount: 1 } },
      { cartToken },
    );
    expect(fewer.data.itemsCount).toBe(1);
  });

  it("never lets one cart's token change or remove another cart's line", async () => {
    const a = await api.call(endpoints.addCartItem, { body: { id: product(0).productId } });
    const b = await api.call(endpoints.addCartItem, { body: { id: product(1).productId } });
    const lineOfA = a.data.addedItem.id;
    const asB = { cartToken: b.meta.custom ?? '' };
    for (const call of [
      () => api.call(endpoints.removeCartItem, { params: { id: lineOfA } }, asB),
      () =>
        api.call(endpoints.updateCartItem, { params: { id: lineOfA }, body: { amount: 2 } }, asB),
    ]) {
      expect((await failureOf(call())).status).toBe(404);
    }
    const stillA = await api.call(endpoints.cart, {}, { cartToken: a.meta.custom ?? '' });
    expect(stillA.data.items.map((item) => [item.id, item.amount])).toEqual([[lineOfA, 1]]);
    const removed = await api.call(
      endpoints.removeCartItem,
      { params: { id: lineOfA } },
      {
        cartToken: a.meta.custom ?? '',
      },
    );
    expect(removed.data.items).toEqual([]);
  });

  it('batch-adds order imports and names the lines that failed', async () => {
    const { data } = await api.call(endpoints.addCartItems, {
      body: {
        items: [
          { id: product(0).productId, amount: 1 },
          { id: 2_000_000_000, amount: 1 },
          { id: product(1).productId, amount: 2 },
        ],
      },
    });
    expect(data.added).toBe(2);
    expect(data.errors).toEqual([expect.objectContaining({ index: 1, code: 'not_found' })]);
    expect(data.cart.itemsCount).toBe(3);
  });

  it('keeps a signed-in cart per user, and merges the guest cart at login', async () => {
    const shopper = await signedInShopper(accounts);
    const own = await api.call(
      endpoints.addCartItem,
      { body: { id: product(0).productId } },
      { authToken: shopper.token },
    );
    expect(own.meta.custom).toBeNull();
    const guest = await api.call(endpoints.addCartItem, {
      body: { id: product(0).productId, amount: 2 },
    });
    await api.call(
      endpoints.addCartItem,
      { body: { id: product(1).productId } },
      { cartToken: guest.meta.custom ?? '' },
    );
    const { data } = await api.call(
      endpoints.login,
      { body: { email: shopper.email, password } },
      { cartToken: guest.meta.custom ?? '' },
    );
    const merged = await api.call(endpoints.cart, {}, { authToken: data.access_token });
    expect(merged.data.id).toBe(own.data.cart.id);
    expect(merged.data.items.map((item) => [item.productId, item.amount])).toEqual([
      [product(0).productId, 3],
      [product(1).productId, 1],
    ]);
    const gone = await api.call(endpoints.cart, {}, { cartToken: guest.meta.custom ?? '' });
    expect(gone.data.items).toEqual([]);
    // Another user never sees this cart.
    const other = await signedInShopper(accounts);
    const theirs = await api.call(endpoints.cart, {}, { authToken: other.token });
    expect(theirs.data.items).toEqual([]);
  }, 60_000);

  // Writes to the catalogue: last.
  it('validates: lines whose product is gone or not for sale leave the cart, named', async () => {
    const added = await api.call(endpoints.addCartItems, {
      body: { items: [{ id: product(3).productId }, { id: product(1).productId }] },
    });
    const cartToken = added.meta.custom ?? '';
    await api.handle.db.execute(
      sql`update products set visible = false where id = ${product(3).productId}`,
    );
    const read = await api.call(endpoints.cart, {}, { cartToken });
    expect(read.data.items.map((item) => item.productId)).toEqual([product(1).productId]);
    const { data } = await api.call(endpoints.validateCart, {}, { cartToken });
    expect(data.removed).toEqual([
      expect.objectContaining({ productId: product(3).productId, reason: 'no_product' }),
    ]);
    expect(data.cart.items).toHaveLength(1);
    const twice = await api.call(endpoints.validateCart, {}, { cartToken });
    expect(twice.data.removed).toEqual([]);
    const cleared = await api.call(endpoints.clearCart, {}, { cartToken });
    expect(cleared.data.items).toEqual([]);
  });
});
