import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fetchMenu } from './backend.ts';
import { hydrated } from './cart.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the main menu opens a submenu by keyboard and Escape closes it (cs)', async ({ page }) => {
  const items = await fetchMenu('mainMenu', 'cs');
  const parent = items.find((item) => item.children.length > 0);
  expect(parent, 'the seeded main menu has an item with children').toBeTruthy();
  if (!parent) return;

  await page.goto('/');
  await hydrated(page, 'cs');
  const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
  const topLink = menu.getByRole('link', { name: parent.title, exact: true });
  const child = menu.getByRole('link', { name: parent.children[0]!.title, exact: true });
  const toggle = menu.getByRole('button', { name: `Podkategorie: ${parent.title}` });

  // Focus alone does not open the submenu, so nothing covers the page under the bar.
  await topLink.focus();
  await expect(child).toBeHidden();

  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(child).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(child).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(child).toBeHidden();
  await expect(topLink).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('hovering opens the submenu, Escape hides it until the pointer leaves', async ({ page }) => {
  const items = await fetchMenu('mainMenu', 'cs');
  const parent = items.find((item) => item.children.length > 0);
  if (!parent) throw new Error('no main menu item with children');

  await page.goto('/');
  await hydrated(page, 'cs');
  const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
  const child = menu.getByRole('link', { name: parent.children[0]!.title, exact: true });
  await menu.getByRole('link', { name: parent.title, exact: true }).hover();
  await expect(child).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(child).toBeHidden();
});

test('top-bar links are at least 24 × 24 px and the header passes axe', async ({ page }) => {
  const items = await fetchMenu('header_top_1', 'cs');
  expect(items.length).toBeGreaterThan(0);
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const item of items) {
    const box = await header.getByRole('link', { name: item.title, exact: true }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  }
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
