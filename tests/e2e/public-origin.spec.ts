import { expect, test } from '@playwright/test';
import { publicOrigin, rawRequest } from './shop.ts';

// Absolute URLs come from the configured public origin (here PUBLIC_URL's default), never from the
// request's Host header: a shared cache would otherwise hand one client's Host to every shopper.
for (const path of ['/', '/en/cart', '/vydejny/praha-centrum']) {
  test(`${path} builds its language alternates on the public origin whatever the Host says`, async () => {
    const response = await rawRequest('GET', path, { host: 'evil.example' });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('evil.example');
    const alternates = [...response.body.matchAll(/<link rel="alternate"[^>]*href="([^"]+)"/g)];
    expect(alternates.length).toBeGreaterThan(0);
    for (const [, href] of alternates) expect(href?.startsWith(`${publicOrigin}/`)).toBe(true);
  });
}

test('a forwarded host from the proxy does not move the alternates either', async () => {
  const response = await rawRequest('GET', '/', { 'x-forwarded-host': 'evil.example' });
  expect(response.body).not.toContain('evil.example');
});
