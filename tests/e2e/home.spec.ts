import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fetchMenu } from './backend.ts';
import { publicOrigin } from './shop.ts';

const homes = [
  { locale: 'cs', path: '/', title: /Vitrina/ },
  { locale: 'en', path: '/en', title: /Vitrina/ },
] as const;

for (const { locale, path, title } of homes) {
  test(`home renders in ${locale} with the main menu from the back end`, async ({ page }) => {
    const items = await fetchMenu('mainMenu', locale);
    expect(items.length).toBeGreaterThan(0);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(title);

    const menu = page.getByRole('navigation', {
      name: locale === 'cs' ? 'Hlavní menu' : 'Main menu',
    });
    for (const item of items) {
      await expect(menu.getByRole('link', { name: item.title, exact: true })).toBeVisible();
    }
  });

  test(`home in ${locale} names its language alternates`, async ({ page }) => {
    await page.goto(path);
    // On the shop's public origin, not the address the browser used (decision 027).
    const origin = publicOrigin;
    await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute(
      'href',
      `${origin}/`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/en`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}/`,
    );
  });
}

test('the footer shows the footer menus of the back end', async ({ page }) => {
  const items = await fetchMenu('footer_main_1', 'en');
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  for (const item of items) {
    await expect(footer.getByRole('link', { name: item.title, exact: true })).toBeVisible();
  }
});

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
