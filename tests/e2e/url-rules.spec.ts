import { expect, test } from '@playwright/test';

// Global URL rules (spec section 2): each answers one 301 to the normalised URL, before routing.
const cases: { from: string; to: string }[] = [
  { from: '/?fbclid=abc123', to: '/' },
  { from: '/hledat?q=stul&fbclid=abc&page=2', to: '/hledat?q=stul&page=2' },
  { from: '/Kosik', to: '/kosik' },
  { from: '/EN/Cart', to: '/en/cart' },
  { from: '/kosik/', to: '/kosik' },
  { from: '/en/cart/', to: '/en/cart' },
  { from: '/En/Cart/?fbclid=x&utm_source=news', to: '/en/cart?utm_source=news' },
];

for (const { from, to } of cases) {
  test(`${from} answers 301 to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  });
}

test('an already normal URL is served without a redirect', async ({ request }) => {
  const response = await request.get('/kosik?q=Abc', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});
