import { expect, test } from '@playwright/test';

// Pages load product pictures through the image endpoint: slow on a shared machine.
test.beforeEach(() => {
  test.slow();
});

test('the content server redirect answers 301 to its target (cs and en)', async ({ request }) => {
  const cs = await request.get('/stary-kosik', { maxRedirects: 0 });
  expect(cs.status()).toBe(301);
  expect(cs.headers().location).toMatch(/\/kosik$/);
  const en = await request.get('/en/old-cart', { maxRedirects: 0 });
  expect(en.status()).toBe(301);
  expect(en.headers().location).toMatch(/\/en\/cart$/);
});

test('a redirect to nowhere is 410 gone', async ({ request }) => {
  expect((await request.get('/akce-2019', { maxRedirects: 0 })).status()).toBe(410);
});

test('a rewritten URL serves its page with 200 in both languages', async ({ page }) => {
  const cs = await page.goto('/obchodni-podminky');
  expect(cs?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obchodní podmínky');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/terms-and-conditions$/,
  );
  const en = await page.goto('/en/terms-and-conditions');
  expect(en?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
});

test('an unknown path with no rewrite or redirect stays a 404', async ({ request }) => {
  expect((await request.get('/nic-takoveho', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/en/nothing-like-it', { maxRedirects: 0 })).status()).toBe(404);
});
