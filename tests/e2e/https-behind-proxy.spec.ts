import { expect, test } from '@playwright/test';
import { postCurrency } from './shop.ts';

// The suite is the shop's trusted proxy (TRUST_PROXY in playwright.config.ts).
test('the currency cookie is Secure when the proxy says the shopper used HTTPS', async () => {
  const response = await postCurrency('EUR', { 'x-forwarded-proto': 'https' });
  expect(response.status).toBe(303);
  expect(String(response.headers['set-cookie'])).toMatch(/vitrina-currency=EUR;.*; Secure/);
});

test('over plain HTTP the cookie has no Secure flag, so the browser keeps it', async () => {
  const response = await postCurrency('EUR', { 'x-forwarded-proto': 'http' });
  expect(response.status).toBe(303);
  expect(String(response.headers['set-cookie'])).not.toContain('Secure');
});
