import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asShopper, globalsAnswer, orderOf, ordersAnswer } from '../../../testing/accountPages.ts';
import { demoUser as user } from '../../../testing/demoUser.ts';
import { demoCurrencies, startFakeBackend } from '../../../testing/fakeBackend.ts';
import { loadDashboard } from './dashboard.server.ts';

// A variant of its own: the shop's functions are cached per audience beyond this file.
const signedIn = { cookie: `vitrina-auth-token=${'d'.repeat(43)}; vitrina-user-variant=dashboard` };
const get = (path: string, headers: Record<string, string> = signedIn) =>
  new Request(`http://shop.example${path}`, { headers });

type Answer = { status: number; body: unknown };
const failure: Answer = { status: 500, body: { data: { errors: [] } } };
let orders: Answer;
let creditsAnswer: Answer;
let functions: Record<string, boolean>;

describe('the dashboard', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend((path) => {
      if (path === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
      if (path === '/api/v1/user') return { status: 200, body: { data: user } };
      if (path === '/api/v1/globals') return globalsAnswer(functions);
      if (path === '/api/v1/user/credits/amount') return creditsAnswer;
      if (path.startsWith('/api/v1/user/orders?')) return orders;
      if (path === '/api/v1/user/addresses') return { status: 200, body: { data: [] } };
      return undefined;
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => {
    orders = ordersAnswer([orderOf(14), orderOf(13), orderOf(12)], 5, 1, 3);
    creditsAnswer = { status: 200, body: { data: { amount: 12_345 } } };
    functions = { loyalty_credits: true };
    backend.calls.length = 0;
  });

  it('lists the newest orders with links to them and the credits when the shop runs them', async () => {
    const request = get('/uzivatel/prehled');
    const { value, thrown } = await asShopper(request, (context) =>
      loadDashboard(context, request),
    );
    expect(thrown).toBeUndefined();
    const call = backend.calls.find((entry) => entry.path.startsWith('/api/v1/user/orders'));
    expect(call?.path).toBe('/api/v1/user/orders?page=1&perPage=3');
    expect(value?.recentOrders?.total).toBe(5);
    expect(value?.recentOrders?.orders.map((order) => order.href)).toEqual([
      '/uzivatel/objednavky/14',
      '/uzivatel/objednavky/13',
      '/uzivatel/objednavky/12',
    ]);
    expect(value?.recentOrders?.orders[0]).toMatchObject({
      code: '2026000014',
      status: 'new',
      totalWithTax: 65000,
      itemCount: 5,
    });
    expect(value?.credits).toMatchObject({ amount: 12_345, currency: { code: 'CZK' } });
    expect(value?.ordersHref).toBe('/uzivatel/objednavky');
  });

  it('opens without the parts the back end cannot give, and without credits when they are off', async () => {
    orders = failure;
    creditsAnswer = failure;
    functions = {};
    // Another language is another audience, so the shop's functions are read afresh.
    const request = get('/en/user/overview');
    const { value, thrown } = await asShopper(request, (context) =>
      loadDashboard(context, request),
    );
    expect(thrown).toBeUndefined();
    expect(value?.recentOrders).toBeNull();
    expect(value?.credits).toBeNull();
    expect(backend.calls.some((entry) => entry.path.includes('/credits'))).toBe(false);
    expect(value?.shopHref).toBe('/en');
  });

  it('says when the credits could not be read', async () => {
    creditsAnswer = failure;
    const request = get('/uzivatel/prehled');
    const { value } = await asShopper(request, (context) => loadDashboard(context, request));
    expect(value?.credits).toBe('failed');
    expect(value?.recentOrders?.orders).toHaveLength(3);
  });

  it('sends a guest to log in and back', async () => {
    const request = get('/uzivatel/prehled', {});
    const { thrown } = await asShopper(request, (context) => loadDashboard(context, request));
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get('location')).toBe(
      '/prihlasit?redirect=%2Fuzivatel%2Fprehled',
    );
  });
});
