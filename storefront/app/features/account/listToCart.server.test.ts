import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asShopper } from '../../../testing/accountPages.ts';
import { demoUser as user } from '../../../testing/demoUser.ts';
import { demoCurrencies, startFakeBackend } from '../../../testing/fakeBackend.ts';
import { emptyCart } from '../cart/cart.server.ts';
import { changeShoppingList } from './shoppingLists.server.ts';

// A variant of its own: the shop's functions are cached per audience beyond this file.
const signedIn = { cookie: `vitrina-auth-token=${'l'.repeat(43)}; vitrina-user-variant=lists` };

const product = (id: number) => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  image: null,
  isAvailable: true,
});
const list = {
  id: 3,
  code: 'abcdefghijkl',
  name: 'Na chatu',
  items: [
    { id: 1, productId: 11, variantId: 111, amount: 2, product: product(11) },
    { id: 2, productId: 12, variantId: null, amount: 1, product: product(12) },
    // Gone from the catalogue: not sent.
    { id: 3, productId: 13, variantId: null, amount: 1, product: null },
  ],
  variantIds: [111],
  createdAt: '2026-11-20T10:00:00.000Z',
};
let added: number;

const toCart = (path: string) =>
  new Request(`http://shop.example${path}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'toCart' }),
    headers: { ...signedIn, 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('a shopping list into the cart', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  const saved = process.env.FEATURE_FLAGS;
  beforeAll(async () => {
    process.env.FEATURE_FLAGS = 'shoppingLists';
    backend = await startFakeBackend((path) => {
      if (path === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
      if (path === '/api/v1/user') return { status: 200, body: { data: user } };
      if (path === '/api/v1/user/shopping-lists/3') return { status: 200, body: { data: list } };
      if (path === '/api/v1/cart/items/batch') {
        const data = { cart: emptyCart('CZK'), added, errors: [] };
        return { status: 200, body: { data, meta: { custom: null } } };
      }
      return undefined;
    });
  });
  afterAll(async () => {
    process.env.FEATURE_FLAGS = saved;
    await backend.stop();
  });
  beforeEach(() => {
    added = 2;
    backend.calls.length = 0;
  });

  it("puts the back end's lines of the list into the cart, then opens the cart", async () => {
    const request = toCart('/en/user/shopping-lists/3');
    const { value } = await asShopper(request, (context) =>
      changeShoppingList(request, context, '3'),
    );
    expect((value as Response).status).toBe(303);
    expect((value as Response).headers.get('location')).toBe('/en/cart');
    const batch = backend.calls.find((entry) => entry.path === '/api/v1/cart/items/batch');
    expect(JSON.parse(batch?.body ?? '{}')).toEqual({
      items: [
        { id: 111, type: 'variant', amount: 2 },
        { id: 12, type: 'product', amount: 1 },
      ],
    });
  });

  it('stays on the list with a notice when nothing could be added', async () => {
    added = 0;
    const request = toCart('/uzivatel/nakupni-seznamy/3');
    const { value } = await asShopper(request, (context) =>
      changeShoppingList(request, context, '3'),
    );
    expect((value as Response).headers.get('location')).toBe(
      '/uzivatel/nakupni-seznamy/3?cart=failed',
    );
  });
});
