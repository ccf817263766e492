import { expect, test, type Page } from '@playwright/test';
import { stockedProduct } from './cart.ts';
import { expectNoSeriousAxeViolations, type Locale } from './products.ts';

const words = {
  cs: {
    cartPath: '/kosik',
    importPath: '/kosik/import-objednavky',
    link: 'Importovat objednávku ze seznamu kódů',
    title: 'Import objednávky',
    field: 'Kódy a množství',
    submit: 'Přidat do košíku',
    added: 'Do košíku jsme přidali 2 z 3 položek.',
    unknown: 'NOSUCH-1: pod tímto kódem nic neprodáváme.',
    badLine: 'Řádek 1 („ABC 0“): množství musí být celé číslo od 1 do 9999.',
    goToCart: 'Přejít do košíku',
  },
  en: {
    cartPath: '/en/cart',
    importPath: '/en/cart/import-order',
    link: 'Import an order from a list of codes',
    title: 'Order import',
    field: 'Codes and amounts',
    submit: 'Add to cart',
    added: 'Added 2 of 3 items to the cart.',
    unknown: 'NOSUCH-1: we do not sell anything under this code.',
    badLine: 'Line 1 ("ABC 0"): the amount must be a whole number from 1 to 9999.',
    goToCart: 'Go to the cart',
  },
} as const;

/** Two codes the catalogue sells with stock: one catalogue code, one EAN when the seed has it. */
async function twoCodes(locale: Locale, skip: number): Promise<[string, string]> {
  const codeOf = async (index: number) => {
    const product = await stockedProduct(locale, index);
    const variant = product.variants[0] as unknown as { catalogCode: string; ean: string | null };
    return index === skip ? variant.catalogCode : (variant.ean ?? variant.catalogCode);
  };
  return [await codeOf(skip), await codeOf(skip + 1)];
}

function importForm(page: Page, locale: Locale) {
  return page.locator('form', { has: page.getByLabel(words[locale].field) });
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: import two codes from the cart page's link; an unknown one is named`, async ({
    page,
  }) => {
    test.slow();
    const [first, second] = await twoCodes(locale, locale === 'cs' ? 10 : 12);
    await page.goto(w.cartPath);
    await page.getByRole('link', { name: w.link }).click();
    await expect(page).toHaveURL(new RegExp(`${w.importPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    await expectNoSeriousAxeViolations(page);

    // A line to fix first: nothing is added, the text stays for correcting.
    await page.getByLabel(w.field).fill('ABC 0');
    await importForm(page, locale).getByRole('button', { name: w.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.badLine })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel(w.field)).toHaveValue('ABC 0');

    await page.getByLabel(w.field).fill(`${first} 2\n${second};1\nNOSUCH-1 1`);
    await importForm(page, locale).getByRole('button', { name: w.submit }).click();
    // Spec §8: the refused line as an info notice and "added N of M", then the cart.
    await expect(page.getByText(w.added).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(w.unknown).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${w.cartPath}$`), { timeout: 15_000 });
    await expect(page.locator('header').getByTestId('cart-count')).toHaveText('3');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cs: the import is a plain multipart form, with the outcome on the page', async ({
    page,
  }) => {
    test.slow();
    const w = words.cs;
    const [first, second] = await twoCodes('cs', 14);
    await page.goto(w.importPath);
    await page.getByLabel(w.field).fill(`${first} 2\n${second} 1\nNOSUCH-1 1`);
    await importForm(page, 'cs').getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    await expect(page.getByText(w.unknown)).toBeVisible();
    await page.getByRole('link', { name: w.goToCart }).click();
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(page.locator('header').getByTestId('cart-count')).toHaveText('3');
  });

  test('en: a file upload works too', async ({ page }) => {
    test.slow();
    const w = words.en;
    const [first, second] = await twoCodes('en', 16);
    await page.goto(w.importPath);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`code;amount\n${first};2\n${second};1\nNOSUCH-1;1\n`),
    });
    await importForm(page, 'en').getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.added)).toBeVisible();
  });
});
