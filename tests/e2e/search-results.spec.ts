import { expect as baseExpect, test } from '@playwright/test';
import { withConsentAnswered } from './furniture.ts';
import { expectNoSeriousAxeViolations } from './products.ts';
import {
  cheapestFirstNames,
  expectResultsPage,
  homePath,
  productNames,
  searchBox,
  searchWords,
} from './search.ts';

// Search pages make several back-end calls and the dropdown waits for typing to pause: on a busy
// machine they need more than the default five seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

for (const locale of ['cs', 'en'] as const) {
  const w = searchWords[locale];

  test(`${locale}: search from the header, then page and sort the results`, async ({ page }) => {
    await page.goto(homePath(locale));
    const box = searchBox(page, locale);
    await box.fill(w.query);
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(page).toHaveURL(`${w.path}?q=${encodeURIComponent(w.query)}`);
    await expectResultsPage(page, locale);
    await expect(page.getByRole('heading', { name: w.categories })).toBeVisible();
    // The box keeps the query on the results page.
    await expect(searchBox(page, locale)).toHaveValue(w.query);
    const first = await productNames(page);

    await page
      .getByRole('navigation', { name: w.pages })
      .getByRole('link', { name: w.page2 })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // Page 2 shows other products than page 1.
    await expect
      .poll(async () => (await productNames(page)).filter((name) => first.includes(name)))
      .toEqual([]);
    expect((await productNames(page)).length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(`${w.query}.*2`));

    const sort = page.getByRole('navigation', { name: w.sortNav });
    await sort.getByRole('link', { name: w.cheapest }).click();
    // A new order starts again at page 1.
    await expect(page).toHaveURL(`${w.path}?q=${encodeURIComponent(w.query)}&sort=price_asc`);
    await expect(sort.getByRole('link', { name: w.cheapest })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect.poll(() => productNames(page)).toEqual(await cheapestFirstNames(locale, w.query));
  });

  test(`${locale}: a query with no match offers a way out, and the query stays text`, async ({
    page,
  }) => {
    const response = await page.goto(`${w.path}?q=${encodeURIComponent('qqqxyzzy <b>x</b>')}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: /qqqxyzzy/ })).toHaveText(
      `${w.nothing.replace('qqqxyzzy', 'qqqxyzzy <b>x</b>')}`,
    );
    expect(await page.locator('main b, h1 b, h2 b').count()).toBe(0);
    await expect(page.getByRole('heading', { name: w.popular })).toBeVisible();
    await expect(page.locator('[aria-labelledby="search-popular"] a').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test(`${locale}: a brand filter narrows the results and keeps the query and order`, async ({
    page,
  }) => {
    await page.goto(`${w.path}?q=${encodeURIComponent(w.query)}&sort=price_asc`);
    await expectResultsPage(page, locale);
    const panel = page.getByRole('complementary', { name: w.filters });
    const brand = panel.locator('input[name="brand"]').first();
    const brandId = await brand.getAttribute('value');
    // Ticking applies at once (a client navigation to the same GET form's address).
    await brand.check();
    await expect(page).toHaveURL(
      `${w.path}?q=${encodeURIComponent(w.query)}&sort=price_asc&brand=${brandId}`,
    );
    await expect(panel.locator(`input[name="brand"][value="${brandId}"]`)).toBeChecked();
    expect((await productNames(page)).length).toBeGreaterThan(0);
  });

  test(`${locale}: a page past the last one is not found`, async ({ page }) => {
    const response = await page.goto(`${w.path}?q=${encodeURIComponent(w.query)}&page=999`);
    expect(response?.status()).toBe(404);
  });

  test(`${locale}: the results page passes axe`, async ({ page }) => {
    await page.goto(`${w.path}?q=${encodeURIComponent(w.query)}`);
    await expectResultsPage(page, locale);
    await expectNoSeriousAxeViolations(page);
  });

  test(`${locale}: the empty search page passes axe`, async ({ page }) => {
    await page.goto(w.path);
    await expect(page.getByRole('heading', { name: w.popular })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('phone: the filters button opens the panel and keeps the search and its filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const w = searchWords.cs;
  const path = `${w.path}?q=${encodeURIComponent(w.query)}&inStock=1`;
  await page.goto(path);
  const panel = page.getByRole('complementary', { name: w.filters });
  await expect(panel).toBeHidden();
  await page.locator('#products').getByRole('link', { name: w.filters, exact: true }).click();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(`${path}#filters`);
  await expect(panel.getByRole('checkbox', { name: 'Jen skladem' })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['cs', 'en'] as const) {
    const w = searchWords[locale];

    test(`${locale}: the header form, paging and sorting are plain links and forms`, async ({
      page,
    }) => {
      await page.goto(homePath(locale));
      const box = searchBox(page, locale);
      // Before any script the box is a plain search field, not a combobox that cannot open.
      await expect(box).not.toHaveAttribute('role', 'combobox');
      await box.fill(w.query);
      await box.press('Enter');
      await expect(page).toHaveURL(`${w.path}?q=${encodeURIComponent(w.query)}`);
      await expectResultsPage(page, locale);

      await page
        .getByRole('navigation', { name: w.pages })
        .getByRole('link', { name: w.page2 })
        .click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await page
        .getByRole('navigation', { name: w.sortNav })
        .getByRole('link', { name: w.cheapest })
        .click();
      await expect(page).toHaveURL(/sort=price_asc/);
      expect(await productNames(page)).toEqual(await cheapestFirstNames(locale, w.query));

      // The filters are a plain GET form that keeps the query and the order.
      const panel = page.getByRole('complementary', { name: w.filters });
      const brand = panel.locator('input[name="brand"]').first();
      const brandId = await brand.getAttribute('value');
      await brand.check();
      await panel.getByRole('button', { name: w.showResults }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]brand=${brandId}`));
      await expect(page).toHaveURL(/[?&]sort=price_asc/);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(w.query)}`));
      expect((await productNames(page)).length).toBeGreaterThan(0);
    });
  }
});
