import { expect, test } from '@playwright/test';
import { rawRequest } from './shop.ts';

const privateNoStore = 'private, no-store';

// Pages of the shopper's own (cart, checkout, login, account) are never kept by shared caches,
// with or without cookies.
for (const path of ['/kosik', '/en/cart', '/prihlasit', '/en/login']) {
  test(`${path} is private whoever asks`, async () => {
    for (const cookie of [undefined, 'vitrina-currency=EUR', 'vitrina-cart-token=c1']) {
      const response = await rawRequest('GET', path, cookie ? { cookie } : {});
      expect(response.status, `${path} ${cookie}`).toBe(200);
      expect(response.headers['cache-control'], `${path} ${cookie}`).toBe(privateNoStore);
    }
  });
}

// The user area sends a guest to log in: a 303, which no cache keeps without a freshness header.
test('the user area sends a guest to log in and is never public', async () => {
  for (const cookie of [undefined, 'vitrina-currency=EUR', 'vitrina-cart-token=c1']) {
    const response = await rawRequest('GET', '/uzivatel/prehled', cookie ? { cookie } : {});
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/prihlasit?redirect=%2Fuzivatel%2Fprehled');
    expect(response.headers['cache-control'] ?? '').not.toContain('public');
  }
});

test('any page of a shopper with a cart or a login is private', async () => {
  for (const cookie of ['vitrina-cart-token=c1', 'vitrina-auth-token=t1']) {
    const response = await rawRequest('GET', '/', { cookie });
    expect(response.headers['cache-control']).toBe(privateNoStore);
  }
});

test('anonymous catalogue and content pages are shared, keyed by the cookies they read', async () => {
  for (const path of ['/', '/en', '/vydejny/praha-centrum']) {
    for (const cookie of [undefined, 'vitrina-currency=EUR']) {
      const response = await rawRequest('GET', path, cookie ? { cookie } : {});
      const cacheControl = response.headers['cache-control'] ?? '';
      expect(cacheControl, path).toContain('public');
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
      // The currency cookie changes the page, so it must be part of the cache key.
      expect(response.headers.vary, path).toMatch(/\bCookie\b/i);
    }
  }
});
