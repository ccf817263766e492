import { expect, test } from '@playwright/test';
import { postCurrency, shopOrigin } from './shop.ts';

// Every state-changing request passes one guard in the root middleware (today: the currency form).
test('a currency post from another site is refused and sets nothing', async () => {
  const response = await postCurrency('EUR', {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  });
  expect(response.status).toBe(403);
  expect(response.headers['set-cookie']).toBeUndefined();
});

test('an older browser that sends only a foreign Origin is refused too', async () => {
  const response = await postCurrency('EUR', {
    origin: 'https://evil.example',
    'sec-fetch-site': undefined,
  });
  expect(response.status).toBe(403);
});

test('a sibling subdomain counts as another site', async () => {
  const response = await postCurrency('EUR', { 'sec-fetch-site': 'same-site' });
  expect(response.status).toBe(403);
});

test("the shop's own form still works", async () => {
  const response = await postCurrency('EUR', { origin: shopOrigin });
  expect(response.status).toBe(303);
  expect(String(response.headers['set-cookie'])).toContain('vitrina-currency=EUR');
});
