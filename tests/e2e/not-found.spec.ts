import { expect, test } from '@playwright/test';

test('an unknown Czech path answers 404 with the Czech message', async ({ page }) => {
  const response = await page.goto('/tohle-tu-neni');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tato stránka nebyla nalezena');
});

test('an unknown English path answers 404 with the English message', async ({ page }) => {
  const response = await page.goto('/en/this-is-not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});

test('a 404 is not cached publicly', async ({ request }) => {
  const response = await request.get('/en/this-is-not-here');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control'] ?? '').not.toContain('public');
});
