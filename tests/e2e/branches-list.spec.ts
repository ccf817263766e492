import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seriousViolations, withConsentAnswered } from './furniture.ts';

const lists = [
  {
    locale: 'cs',
    path: '/vydejny',
    heading: 'Výdejny',
    searchLabel: 'Město, ulice nebo název výdejny',
    search: 'Hledat',
    query: 'plzen',
    found: 'Prodejna Plzeň',
    map: 'Mapa výdejen',
  },
  {
    locale: 'en',
    path: '/en/branches',
    heading: 'Pick-up points',
    searchLabel: 'City, street or name of the pick-up point',
    search: 'Search',
    query: 'PLZEN',
    found: 'Plzeň store',
    map: 'Map of pick-up points',
  },
] as const;

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

for (const list of lists) {
  test(`branch list in ${list.locale}: a map frame, every branch, and search by city`, async ({
    page,
  }) => {
    const response = await page.goto(list.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
    // Offline here: no tile loads, yet the map frame and its points are there.
    const map = page.getByRole('region', { name: list.map });
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    const items = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(items).toHaveCount(12);

    await page.getByLabel(list.searchLabel).fill(list.query);
    await page.getByRole('button', { name: list.search, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${list.query}$`));
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: list.query })).toBeVisible();
    await expect(page.getByRole('link', { name: list.found })).toBeVisible();
  });
}

test('search works without JavaScript, and the map frame explains itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await withConsentAnswered(context);
  const page = await context.newPage();
  await page.goto('/vydejny');
  await expect(page.getByRole('region', { name: 'Mapa výdejen' })).toContainText('JavaScript');
  await page.getByLabel('Město, ulice nebo název výdejny').fill('brno');
  await page.getByLabel('Město, ulice nebo název výdejny').press('Enter');
  await expect(page).toHaveURL(/\/vydejny\?q=brno$/);
  await expect(page.getByRole('link', { name: 'Prodejna Brno' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prodejna Plzeň' })).toHaveCount(0);
  await context.close();
});

test('a search that finds nothing says so and offers the whole list', async ({ page }) => {
  await page.goto('/en/branches?q=atlantis');
  await expect(
    page.getByRole('heading', { name: 'No pick-up point matches your search' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Show all pick-up points' }).click();
  await expect(page).toHaveURL(/\/en\/branches$/);
});

test('the branch list has no serious accessibility violations', async ({ page }) => {
  await page.goto('/vydejny');
  await expect(page.locator('#branch-map .leaflet-container')).toBeVisible();
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
});

test('the CSP allows the tile server for images and nothing else new', async ({ page }) => {
  const response = await page.goto('/vydejny');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self';/);
});
