import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoCurrencies, startFakeBackend } from '../../testing/fakeBackend.ts';
import { resolveRequestContext } from './resolveRequestContext.server.ts';

function resolve(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return resolveRequestContext(new Request(parsed, { headers }), parsed);
}

describe('resolveRequestContext', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  const saved = { ...process.env };
  beforeAll(async () => {
    backend = await startFakeBackend((path) =>
      path === '/api/v1/currencies' ? { status: 200, body: { data: demoCurrencies } } : undefined,
    );
  });
  afterEach(() => {
    for (const name of ['PUBLIC_URL', 'PORT', 'TRUST_PROXY']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  afterAll(() => backend.stop());

  it('reads locale, currency and the shopper once, from the path and the cookies', async () => {
    const context = await resolve('http://shop.example/en/cart', {
      cookie: 'vitrina-currency=eur; vitrina-auth-token=a1; vitrina-user-groups=vip',
    });
    expect(context.locale).toBe('en');
    expect(context.i18n.locale).toBe('en');
    expect(context.currency).toBe('EUR');
    expect(context.session.userGroups).toEqual(['vip']);
    expect(context.personal).toBe(true);
  });

  it("ignores a guest's variant and groups cookies: they belong to a signed-in user", async () => {
    const context = await resolve('http://shop.example/', {
      cookie: 'vitrina-cart-token=c1; vitrina-user-groups=VO; vitrina-user-variant=b2b',
    });
    expect(context.session.userGroups).toEqual([]);
    expect(context.session.userVariant).toBeUndefined();
  });

  it('takes the public origin from PUBLIC_URL, never from the Host', async () => {
    process.env.PUBLIC_URL = 'https://shop.example/';
    const context = await resolve('http://evil.example/', { host: 'evil.example' });
    expect(context.publicOrigin).toBe('https://shop.example');
  });

  it('defaults the public origin to localhost on the configured port', async () => {
    delete process.env.PUBLIC_URL;
    process.env.PORT = '3456';
    expect((await resolve('http://evil.example/')).publicOrigin).toBe('http://localhost:3456');
  });

  it('believes X-Forwarded-Proto only behind a configured proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    delete process.env.TRUST_PROXY;
    expect((await resolve('http://shop.example/', forwarded)).https).toBe(false);
    process.env.TRUST_PROXY = '10.0.0.1';
    expect((await resolve('http://shop.example/', forwarded)).https).toBe(true);
    expect((await resolve('http://shop.example/')).https).toBe(false);
  });
});
