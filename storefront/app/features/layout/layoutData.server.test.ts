import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCurrencies, startFakeBackend } from '../../../testing/fakeBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { loadLayoutData } from './layoutData.server.ts';

const menu = (code: string) => ({ code, title: code, items: [] });

/** Everything the root loader asks the back ends for one page, as the root middleware and loader do. */
async function renderLayout(path: string, cookie: string) {
  const url = new URL(`http://127.0.0.1${path}`);
  const context = await resolveRequestContext(new Request(url, { headers: { cookie } }), url);
  return loadLayoutData(context);
}

describe('layout data per page', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend((path) => {
      if (path === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
      const code = /^\/content\/menu-object\/(\w+)$/.exec(path)?.[1];
      // footer_main_4 is not configured: the content server answers 404.
      if (code && code !== 'footer_main_4') return { status: 200, body: menu(code) };
      return undefined;
    });
  });
  afterAll(() => backend.stop());

  it('asks the back ends once per audience, then serves pages from the shared cache', async () => {
    // A variant of its own, so no other test warmed this audience.
    const shopper =
      'vitrina-user-variant=layout-test; vitrina-auth-token=secret; vitrina-cart-token=c1';
    const first = await renderLayout('/', shopper);
    expect(first.menus.main?.code).toBe('mainMenu');
    expect(first.menus.footer.map((item) => item.code)).toEqual([
      'footer_main_1',
      'footer_main_2',
      'footer_main_3',
    ]);
    expect(first.currencies).toEqual([
      { code: 'CZK', symbol: 'Kč' },
      { code: 'EUR', symbol: '€' },
    ]);
    // Currencies and the six menus: the seven calls a page made before the cache.
    expect(backend.calls).toHaveLength(7);

    await renderLayout('/kosik', shopper);
    // Another signed-in shopper of the same variant: the same audience, so the same cached data.
    // (A guest's variant cookie no longer counts, decision 080, so a guest is another audience.)
    await renderLayout(
      '/',
      'vitrina-user-variant=layout-test; vitrina-auth-token=other; vitrina-cart-token=c2',
    );
    expect(backend.calls).toHaveLength(7);

    await renderLayout('/en', shopper);
    expect(backend.calls).toHaveLength(14);
    for (const call of backend.calls) {
      expect(call.headers['x-user-variant']).toBe('layout-test');
      expect(call.headers).not.toHaveProperty('authorization');
      expect(call.headers).not.toHaveProperty('x-cart-token');
    }
  });
});
