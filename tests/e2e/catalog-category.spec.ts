import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, type Locale } from './products.ts';

// Seed: "Elektronika" / "Electronics" holds 233 products over 10 pages of 24; the colour filter
// is a closed one there, the brand an important one (category content of the demo shop).
const categories = {
  cs: {
    path: '/elektronika',
    otherLanguagePath: '/electronics',
    title: 'Elektronika',
    brand: 'Značka',
    cheapest: 'Nejlevnější',
    inStock: 'Jen skladem',
    show: 'Zobrazit výsledky',
    clear: 'Zrušit všechny filtry',
    pages: 'Stránky',
    sort: 'Řazení',
  },
  en: {
    path: '/en/electronics',
    otherLanguagePath: '/en/elektronika',
    title: 'Electronics',
    brand: 'Brand',
    cheapest: 'Cheapest',
    inStock: 'In stock only',
    show: 'Show results',
    clear: 'Clear all filters',
    pages: 'Pages',
    sort: 'Sort by',
  },
} as const;

/** The prices of the listed products, in page order (cs "1 431,10 Kč", en "CZK 1,431.10"). */
async function listedPrices(page: Page, locale: Locale): Promise<number[]> {
  const texts = await page.locator('#products [data-price-layout]').allInnerTexts();
  return texts.map((text) => {
    const first = text.split('\n')[0] ?? '';
    const decimal = locale === 'cs' ? ',' : '.';
    const kept = first.replace(new RegExp(`[^\\d${decimal === '.' ? '\\.' : ','}]`, 'g'), '');
    return Number(kept.replace(',', '.'));
  });
}

// A listing page is heavy (24 boxes, facets); the shared test machine is slow.
test.describe.configure({ timeout: 120_000 });

for (const locale of ['cs', 'en'] as const satisfies Locale[]) {
  const w = categories[locale];

  test(`${locale}: filter by brand, sort by price and page through a category`, async ({
    page,
  }) => {
    const response = await page.goto(w.path);
    expect(response?.status()).toBe(200);
    // Ticking a box applies it at once only once the page has hydrated.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);

    // Tick the first brand: with scripts the listing follows at once and the address says so.
    const brands = page.locator('details', { has: page.locator(`summary:text-is("${w.brand}")`) });
    const firstBrand = brands.getByRole('checkbox').first();
    const brandValue = await firstBrand.getAttribute('value');
    await brands.locator('label').first().click();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brandValue}`));
    await expect(firstBrand).toBeChecked();

    // Sorting is a link that keeps the filter and starts at page 1 (once the filtered listing
    // has rendered: the address changes as its data arrives).
    const cheapest = page
      .getByRole('navigation', { name: w.sort })
      .getByRole('link', { name: w.cheapest });
    await expect(cheapest).toHaveAttribute('href', new RegExp(`brand=${brandValue}`));
    await cheapest.click();
    await expect(page).toHaveURL(new RegExp(`sort=price_asc`));
    await expect(page).toHaveURL(new RegExp(`brand=${brandValue}`));
    // The address changes as the sorted listing's data arrives; it renders a moment later.
    await expect
      .poll(async () => {
        const prices = await listedPrices(page, locale);
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);

    // The plain category pages through crawlable links; page 2 is its own canonical page.
    await page.goto(w.path, { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('navigation', { name: w.pages })
      .getByRole('link', { name: locale === 'cs' ? 'Strana 2' : 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${w.path}\\?page=2$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${w.path}\\?page=2$`),
    );
    // The back button returns to page 1.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${w.path}$`));
  });

  test(`${locale}: the other language's slug redirects, an unknown one is a 404`, async ({
    request,
  }) => {
    const moved = await request.get(w.otherLanguagePath, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(w.path);
    const missing = await request.get(`${w.path}-neni-tu`);
    expect(missing.status()).toBe(404);
  });

  test(`${locale}: the category page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(w.path, { waitUntil: 'domcontentloaded' });
    await expectNoSeriousAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cs: filtering, clearing and sorting work as plain forms and links', async ({ page }) => {
    const w = categories.cs;
    await page.goto(w.path, { waitUntil: 'domcontentloaded' });
    // The themed box covers the native input; a shopper clicks its label.
    await page.getByText(w.inStock, { exact: true }).click();
    // Phones hide the panel until opened; this viewport shows it beside the listing.
    await page.getByRole('button', { name: w.show }).click();
    await expect(page).toHaveURL(/[?&]inStock=1/);
    await expect(page.getByRole('checkbox', { name: w.inStock })).toBeChecked();
    const filtered = await page.locator('#products').getByRole('article').count();
    expect(filtered).toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: w.sort })
      .getByRole('link', { name: w.cheapest })
      .click();
    await expect(page).toHaveURL(/inStock=1&sort=price_asc/);

    await page.getByRole('link', { name: w.clear }).first().click();
    await expect(page).toHaveURL(new RegExp(`${w.path}$`));
    await expect(page.getByRole('checkbox', { name: w.inStock })).not.toBeChecked();
  });
});
