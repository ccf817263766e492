import { expect, test } from '@playwright/test';
import { hydrated } from './cart.ts';

test('a slow navigation shows the loading bar and announces it (cs)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page, 'cs');
  // Hold the next page's data so the navigation outlasts the bar's delay.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.data*', async (route) => {
    await held;
    await route.continue();
  });

  const bar = page.locator('[data-loading-bar]');
  await expect(bar).toHaveCount(0);
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Načítáme stránku…' })).toHaveCount(1);

  release();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Načítáme stránku…' })).toHaveCount(0);
});
