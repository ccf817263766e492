import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  productPath,
  twoProducts,
  type Locale,
  type SeedProduct,
} from './products.ts';

const words = {
  cs: {
    compare: 'Porovnat',
    inComparison: 'V porovnání',
    added: 'Přidáno do porovnání',
    continue: 'Pokračovat v nákupu',
    comparePath: '/porovnat',
    title: 'Porovnání produktů',
    onlyDifferences: 'Zobrazit jen rozdíly',
    all: 'Zobrazit všechny parametry',
    remove: 'Odebrat',
    empty: 'Zatím nemáte co porovnávat',
  },
  en: {
    compare: 'Compare',
    inComparison: 'In comparison',
    added: 'Added to comparison',
    continue: 'Continue shopping',
    comparePath: '/en/compare',
    title: 'Product comparison',
    onlyDifferences: 'Show only differences',
    all: 'Show all parameters',
    remove: 'Remove',
    empty: 'There is nothing to compare yet',
  },
} as const;

async function addToComparison(page: Page, product: SeedProduct, locale: Locale) {
  const w = words[locale];
  await page.goto(productPath(product, locale));
  const toggle = page.getByRole('button', { name: w.compare, exact: true });
  // Pressed state comes from the cookie once the page is hydrated.
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: w.added });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  await dialog.getByRole('button', { name: w.continue }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: w.inComparison })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: compare two products, see their differences, remove one`, async ({ page }) => {
    // Two product pages, two dialogs and the compare page: a long journey on a busy machine.
    test.slow();
    const [first, second] = await twoProducts(locale);
    await addToComparison(page, first, locale);
    await addToComparison(page, second, locale);

    const response = await page.goto(w.comparePath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    const table = page.getByRole('table');
    const heads = table.getByRole('columnheader');
    await expect(heads).toHaveCount(2);
    await expect(heads.nth(0)).toContainText(first.name);
    await expect(heads.nth(1)).toContainText(second.name);

    // Two different products differ in some parameter; a differing row says so.
    const rows = table.locator('tbody tr');
    const allRows = await rows.count();
    const differing = table.locator('tbody tr', {
      hasText: locale === 'cs' ? '(liší se)' : '(differs)',
    });
    expect(await differing.count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: w.onlyDifferences }).click();
    await expect(page).toHaveURL(/differences=1/);
    await expect(page.getByRole('link', { name: w.all })).toBeVisible();
    // Price and availability stay; every parameter row left differs.
    const parameterRows = (await rows.count()) - 2;
    expect(parameterRows).toBe(await differing.count());
    expect(await rows.count()).toBeLessThanOrEqual(allRows);

    await heads.nth(0).getByRole('button', { name: w.remove }).click();
    await expect(heads).toHaveCount(1);
    await expect(heads.nth(0)).toContainText(second.name);
  });
}

test('the compare page is rendered on the server from the cookie', async ({ request }) => {
  const [first, second] = await twoProducts('cs');
  const response = await request.get('/porovnat', {
    headers: { cookie: `vitrina-compare=${first.id}.${second.id}` },
  });
  expect(response.status()).toBe(200);
  // It depends on the shopper's cookie, so no shared cache may keep it.
  expect(response.headers()['cache-control']).toContain('no-store');
  const html = await response.text();
  expect(html).toContain(first.name);
  expect(html).toContain(second.name);
});

test('the compare page has no serious accessibility violations', async ({ page, context }) => {
  const [first, second] = await twoProducts('en');
  await context.addCookies([
    { name: 'vitrina-compare', value: `${first.id}.${second.id}`, domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto('/en/compare');
  await expect(page.getByRole('columnheader')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the compare button adds the product and opens the comparison', async ({ page }) => {
    const [first] = await twoProducts('cs');
    await page.goto(productPath(first, 'cs'));
    await page.getByRole('button', { name: 'Porovnat', exact: true }).click();
    await expect(page).toHaveURL(/\/porovnat$/);
    await expect(page.getByRole('columnheader')).toContainText(first.name);
    await page.getByRole('button', { name: 'Odebrat' }).click();
    await expect(page.getByRole('heading', { name: 'Zatím nemáte co porovnávat' })).toBeVisible();
  });
});
