import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { addToCart } from './addToCart.server.ts';
import { cartCookiesFor, changeCart, loadCart, loadCartSummary } from './cart.server.ts';

interface CatalogVariant {
  id: number;
  availability: { isAvailable: boolean };
  prices: { unitWithTax: number };
}

let backend: Awaited<ReturnType<typeof startRealBackend>>;
let orderable: CatalogVariant[];

/** Variants of the seed that can be bought (available, priced), straight from the content server. */
async function orderableVariants(origin: string): Promise<CatalogVariant[]> {
  const ids = Array.from({ length: 40 }, (_, i) => i + 1).join(',');
  const response = await fetch(`${origin}/content/catalog/product?ids=${ids}`, {
    headers: { 'x-locale': 'cs' },
  });
  const { data } = (await response.json()) as { data: { variants: CatalogVariant[] }[] };
  return data
    .flatMap((product) => product.variants)
    .filter((variant) => variant.availability.isAvailable && variant.prices.unitWithTax > 0);
}

function request(path: string, cookie = '', init: RequestInit = {}) {
  return new Request(`http://shop.example${path}`, { ...init, headers: { cookie } });
}

async function contextFor(cookie = '', path = '/kosik') {
  const req = request(path, cookie);
  return resolveRequestContext(req, new URL(req.url));
}

/** The token value a Set-Cookie header writes. */
function tokenOf(setCookie: string): string {
  const match = /^vitrina-cart-token=([^;]*)/.exec(setCookie);
  if (!match?.[1]) throw new Error(`not a cart cookie: ${setCookie}`);
  return decodeURIComponent(match[1]);
}

beforeAll(async () => {
  backend = await startRealBackend();
  orderable = await orderableVariants(backend.origin);
  expect(orderable.length).toBeGreaterThan(2);
}, 300_000);

afterAll(async () => {
  await backend?.stop();
});

describe('the cart server module against the real back end', () => {
  it('gives a guest an empty cart without calling the back end', async () => {
    const context = await contextFor();
    const cart = await loadCart(context);
    expect(cart).toMatchObject({ id: null, items: [], itemsCount: 0 });
    expect(await loadCartSummary(context)).toBeNull();
  });

  it("keeps a guest's token in an HttpOnly cookie and finds the cart with it", async () => {
    const [first, second] = orderable as [CatalogVariant, CatalogVariant];
    const guest = await contextFor();
    const added = await changeCart(
      guest,
      { kind: 'add', variantId: first.id, amount: 2, forCredits: false },
      new AbortController().signal,
    );
    if (!added.ok) throw new Error(added.refusal.error.title);
    expect(added.changedAmount).toBe(2);
    const [cookie] = added.cookies;
    expect(cookie).toMatch(
      /^vitrina-cart-token=[\w-]{20,}; Path=\/; Max-Age=86400; SameSite=Lax; HttpOnly$/,
    );
    const token = tokenOf(cookie ?? '');

    // The token issued by the first add serves the rest of the same request.
    const more = await changeCart(
      guest,
      { kind: 'add', variantId: second.id, amount: 1, forCredits: false },
      new AbortController().signal,
    );
    if (!more.ok) throw new Error(more.refusal.error.title);
    expect(more.cart.itemsCount).toBe(3);

    const next = await contextFor(`vitrina-cart-token=${encodeURIComponent(token)}`);
    expect(next.personal).toBe(true);
    const cart = await loadCart(next);
    expect(cart.items.map((item) => [item.variantId, item.amount])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(await loadCartSummary(next)).toEqual({
      itemsCount: 3,
      totalWithTax: cart.prices.totalWithTax,
    });

    const line = cart.items[0]?.id ?? 0;
    const changed = await changeCart(
      next,
      { kind: 'setAmount', itemId: line, amount: 5 },
      new AbortController().signal,
    );
    if (!changed.ok) throw new Error(changed.refusal.error.title);
    expect(changed.cart.itemsCount).toBe(6);
    const removed = await changeCart(
      next,
      { kind: 'remove', itemId: line },
      new AbortController().signal,
    );
    if (!removed.ok) throw new Error(removed.refusal.error.title);
    expect(removed.cart.items.map((item) => item.variantId)).toEqual([second.id]);

    // Another guest (no cookie, or a made-up token) never sees this cart.
    expect((await loadCart(await contextFor())).items).toEqual([]);
    const stranger = await contextFor('vitrina-cart-token=made-up-token');
    expect((await loadCart(stranger)).items).toEqual([]);
  });

  it('returns a refused coupon as the field error the shopper sees', async () => {
    const [variant] = orderable as [CatalogVariant];
    const guest = await contextFor();
    const signal = new AbortController().signal;
    const added = await changeCart(
      guest,
      { kind: 'add', variantId: variant.id, amount: 1, forCredits: false },
      signal,
    );
    expect(added.ok).toBe(true);
    const refused = await changeCart(
      guest,
      { kind: 'applyCoupon', couponCode: 'NOSUCHCODE' },
      signal,
    );
    expect(refused).toEqual({
      ok: false,
      refusal: {
        status: 400,
        error: expect.objectContaining({
          field: 'couponCode',
          title: 'The promo code does not exist',
        }),
      },
    });
  });

  it('refuses a line that is not in the cart with a 404, not an outage', async () => {
    const guest = await contextFor();
    const refused = await changeCart(
      guest,
      { kind: 'setAmount', itemId: 999_999, amount: 1 },
      new AbortController().signal,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.status).toBe(404);
  });
});

describe('the add-to-cart action', () => {
  function post(fields: Record<string, string>, cookie = '') {
    return new Request('http://shop.example/actions/add-to-cart', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  it('without a script adds, sets the cookie and sends the shopper to the cart (303)', async () => {
    const [variant] = orderable as [CatalogVariant];
    const req = post({ id: String(variant.id), quantity: '2', redirectTo: '/en/cart' });
    const response = (await addToCart(
      req,
      await contextFor('', '/actions/add-to-cart'),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const token = tokenOf(response.headers.get('set-cookie') ?? '');
    const cart = await loadCart(await contextFor(`vitrina-cart-token=${token}`));
    expect(cart.itemsCount).toBe(2);
  });

  it('never redirects off the site', async () => {
    const [variant] = orderable as [CatalogVariant];
    const req = post({ id: String(variant.id), redirectTo: '//evil.example/x' });
    const response = (await addToCart(
      req,
      await contextFor('', '/actions/add-to-cart'),
    )) as Response;
    expect(response.headers.get('location')).toBe('/kosik');
  });

  it('answers a script with the added amount, and the reason when it cannot add', async () => {
    const [variant] = orderable as [CatalogVariant];
    const context = await contextFor('', '/actions/add-to-cart');
    const added = await addToCart(post({ id: String(variant.id), quantity: '2' }), context);
    expect(added).toMatchObject({ data: { status: 'added', changedAmount: 2, itemsCount: 2 } });
    // What `cart.item.add` reports, from the line the back end added (decision 221).
    expect(added).toMatchObject({
      data: {
        tracked: {
          variantId: String(variant.id),
          price: variant.prices.unitWithTax / 100,
          currency: 'CZK',
          quantity: 2,
        },
      },
    });

    const invalid = await addToCart(post({ id: 'x' }), context);
    expect(invalid).toMatchObject({
      init: { status: 422 },
      data: { status: 'failed', error: { field: 'id' } },
    });
    const unknown = await addToCart(post({ id: '99999999' }), context);
    expect(unknown).toMatchObject({ init: { status: 404 }, data: { status: 'failed' } });
  });

  it('a plain post that fails goes to the cart page with the reason', async () => {
    const req = post({ id: '0', redirectTo: '/kosik' });
    const response = (await addToCart(
      req,
      await contextFor('', '/actions/add-to-cart'),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kosik?addError=Choose+a+product+variant');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('cartCookiesFor', () => {
  it("writes a guest's token, deletes one a user's cart no longer needs, else nothing", () => {
    expect(cartCookiesFor(undefined, 'abc', true)).toEqual([
      'vitrina-cart-token=abc; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly; Secure',
    ]);
    expect(cartCookiesFor('old', null, false)).toEqual([
      'vitrina-cart-token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    ]);
    expect(cartCookiesFor(undefined, null, false)).toEqual([]);
  });
});
