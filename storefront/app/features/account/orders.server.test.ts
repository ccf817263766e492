import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asShopper, orderOf, ordersAnswer as listAnswer } from '../../../testing/accountPages.ts';
import { catalogProduct } from '../../../testing/catalogProduct.ts';
import { demoUser as user } from '../../../testing/demoUser.ts';
import { demoCurrencies, startFakeBackend } from '../../../testing/fakeBackend.ts';
import { emptyCart } from '../cart/cart.server.ts';
import { loadOrderPage, loadOrdersPage } from './orders.server.ts';
import { repeatOrder } from './repeatOrder.server.ts';

const token = 'b'.repeat(43);
const signedIn = { cookie: `vitrina-auth-token=${token}` };

const notFound = {
  status: 404,
  body: { data: { errors: [{ title: 'Not found', code: 'not_found' }] } },
};

/** The batch add's answer (the cart itself is the cart page's business, so an empty one). */
const batchAdded = (added: number) => ({
  status: 200,
  body: {
    data: {
      cart: emptyCart('CZK'),
      added,
      errors: [],
    },
    meta: { custom: null },
  },
});

type Answer = { status: number; body: unknown };
let ordersAnswer: Answer;
let orderAnswer: Answer;
let batchAnswer: Answer;

/** The status of a thrown `data()` or Response. */
function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: ResponseInit } | undefined)?.init?.status;
}

const get = (path: string, headers: Record<string, string> = signedIn) =>
  new Request(`http://shop.example${path}`, { headers });

const repeat = (fields: Record<string, string>, headers: Record<string, string> = signedIn) =>
  new Request('http://shop.example/actions/repeat-order', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('order pages', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend((path) => {
      if (path === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
      if (path === '/api/v1/user') return { status: 200, body: { data: user } };
      if (path.startsWith('/api/v1/user/orders?')) return ordersAnswer;
      if (path.startsWith('/api/v1/user/orders/')) return orderAnswer;
      if (path === '/api/v1/cart/items/batch') return batchAnswer;
      if (path.startsWith('/api/v1/countries?')) {
        const czechia = { code: 'CZE', iso2: 'CZ', name: 'Česko' };
        return { status: 200, body: { data: [czechia], currentPage: 1, totalPages: 1 } };
      }
      if (path.startsWith('/content/catalog/product?')) {
        // Product 12 has left the catalogue since the order.
        const product = { ...catalogProduct(11, 10000), slug: 'hrnek' };
        return { status: 200, body: { data: [product] } };
      }
      return undefined;
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => {
    ordersAnswer = listAnswer([orderOf(12, 'EUR'), orderOf(11)], 12, 2, 10);
    orderAnswer = { status: 200, body: { data: orderOf(5) } };
    batchAnswer = batchAdded(2);
    backend.calls.length = 0;
  });

  it("lists the shopper's page of orders with their own currency, item count and page links", async () => {
    const { value, thrown } = await asShopper(get('/uzivatel/objednavky?page=2'), (context) =>
      loadOrdersPage(context, get('/uzivatel/objednavky?page=2')),
    );
    expect(thrown).toBeUndefined();
    const call = backend.calls.find((entry) => entry.path.startsWith('/api/v1/user/orders'));
    expect(call?.path).toBe('/api/v1/user/orders?page=2&perPage=10');
    expect(call?.headers.authorization).toBe(`Bearer ${token}`);
    expect(value).toMatchObject({
      status: 'ok',
      total: 12,
      paging: {
        page: 2,
        pageCount: 2,
        hrefs: ['/uzivatel/objednavky', '/uzivatel/objednavky?page=2'],
      },
    });
    const page = value as Extract<typeof value, { status: 'ok' }>;
    expect(
      page.orders.map((order) => [order.code, order.currency.code, order.itemCount, order.href]),
    ).toEqual([
      ['2026000012', 'EUR', 5, '/uzivatel/objednavky/12'],
      ['2026000011', 'CZK', 5, '/uzivatel/objednavky/11'],
    ]);
    expect(page.orders[0]?.currency.symbol).toBe('€');
    // Nothing but the summary reaches the browser.
    expect(page.orders[0]).not.toHaveProperty('billingAddress');
  });

  it('answers 404 for a page past the last and for a page that is no number', async () => {
    for (const path of [
      '/en/user/orders?page=3',
      '/en/user/orders?page=abc',
      '/en/user/orders?page=0',
    ]) {
      const { thrown } = await asShopper(get(path), (context) =>
        loadOrdersPage(context, get(path)),
      );
      expect(statusOf(thrown), path).toBe(404);
    }
  });

  it('keeps the user area with an error state (503) when the back end fails', async () => {
    ordersAnswer = {
      status: 500,
      body: { data: { errors: [{ title: 'Boom', code: 'internal' }] } },
    };
    const { value } = await asShopper(get('/en/user/orders'), (context) =>
      loadOrdersPage(context, get('/en/user/orders')),
    );
    expect(value).toMatchObject({
      data: { status: 'failed', shopHref: '/en' },
      init: { status: 503 },
    });
  });

  it('sends a guest to log in and back, without asking for orders', async () => {
    const { thrown } = await asShopper(get('/uzivatel/objednavky/5', {}), (context) =>
      loadOrderPage(context, get('/uzivatel/objednavky/5', {}), '5'),
    );
    expect(statusOf(thrown)).toBe(303);
    expect((thrown as Response).headers.get('location')).toBe(
      `/prihlasit?redirect=${encodeURIComponent('/uzivatel/objednavky/5')}`,
    );
    expect(backend.calls.some((entry) => entry.path.startsWith('/api/v1/user/orders'))).toBe(false);
  });

  it("shows an order's goods with links to products still sold, not its fee and discount lines", async () => {
    const { value } = await asShopper(get('/en/user/orders/5'), (context) =>
      loadOrderPage(context, get('/en/user/orders/5'), '5'),
    );
    expect(backend.calls.find((entry) => entry.path === '/api/v1/user/orders/5')).toBeTruthy();
    expect(value?.lines.map((entry) => [entry.kind, entry.name, entry.href])).toEqual([
      ['product', 'product 1', '/en/product/hrnek'],
      ['product', 'product 2', null],
      ['gift', 'gift 3', null],
    ]);
    expect(value?.order.prices.totalWithTax).toBe(65000);
    expect(value?.order.billingAddress.country).toBe('Česko');
    expect(value?.repeatable).toBe(true);
    expect(value?.cartHref).toBe('/en/cart');
  });

  it("answers 404 for another shopper's order and for an id that is no number", async () => {
    orderAnswer = notFound;
    const foreign = await asShopper(get('/uzivatel/objednavky/42'), (context) =>
      loadOrderPage(context, get('/uzivatel/objednavky/42'), '42'),
    );
    expect(statusOf(foreign.thrown)).toBe(404);
    backend.calls.length = 0;
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      const { thrown } = await asShopper(get(`/uzivatel/objednavky/${id}`), (context) =>
        loadOrderPage(context, get(`/uzivatel/objednavky/${id}`), id),
      );
      expect(statusOf(thrown), id).toBe(404);
    }
    expect(backend.calls.some((entry) => entry.path.startsWith('/api/v1/user/orders'))).toBe(false);
  });

  it("repeats an order: the back end's product lines into the cart, then the cart page", async () => {
    const request = repeat({ orderId: '5', locale: 'en' });
    const { value } = await asShopper(request, (context) => repeatOrder(request, context));
    expect(value).toBeInstanceOf(Response);
    expect((value as Response).status).toBe(303);
    expect((value as Response).headers.get('location')).toBe('/en/cart');
    const batch = backend.calls.find((entry) => entry.path === '/api/v1/cart/items/batch');
    expect(batch?.method).toBe('POST');
    expect(batch?.headers.authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(batch?.body ?? '{}')).toEqual({
      items: [
        { id: 111, type: 'variant', amount: 2 },
        { id: 121, type: 'variant', amount: 3 },
      ],
    });
  });

  it('goes back to the order with a notice when nothing could be added', async () => {
    batchAnswer = batchAdded(0);
    const request = repeat({ orderId: '5', locale: 'cs' });
    const { value } = await asShopper(request, (context) => repeatOrder(request, context));
    expect((value as Response).headers.get('location')).toBe(
      '/uzivatel/objednavky/5?repeat=failed',
    );
  });

  it("refuses to repeat another shopper's order, a guest's request and a bad id", async () => {
    orderAnswer = notFound;
    const foreign = repeat({ orderId: '42', locale: 'cs' });
    const outcome = await asShopper(foreign, (context) => repeatOrder(foreign, context));
    expect(statusOf(outcome.thrown)).toBe(404);
    const guest = repeat({ orderId: '42', locale: 'cs' }, {});
    const asGuest = await asShopper(guest, (context) => repeatOrder(guest, context));
    expect((asGuest.thrown as Response).headers.get('location')).toMatch(/^\/prihlasit\?redirect=/);
    const bad = repeat({ orderId: '../1', locale: 'cs' });
    const badOutcome = await asShopper(bad, (context) => repeatOrder(bad, context));
    expect(statusOf(badOutcome.value)).toBe(422);
    expect(backend.calls.some((entry) => entry.path === '/api/v1/cart/items/batch')).toBe(false);
  });
});
