import { expect, test, type Page } from '@playwright/test';
import { hydrated, stockedProduct } from './cart.ts';
import { expectNoSeriousAxeViolations, productWithMixedVariants } from './products.ts';
import { homePath } from './search.ts';
import { rawRequest, shopOrigin } from './shop.ts';

// The variant-choice dialog of a listing and the `?addToCart=` confirmation (issue 17).
const words = {
  cs: {
    searchPath: '/hledat',
    boxAdd: (name: string) => `Přidat ${name} do košíku`,
    choose: 'Vyberte variantu',
    toCart: 'Do košíku',
    notInStock: 'Není skladem',
    added: 'Přidáno do košíku',
    crossSell: 'Zákazníci také koupili',
    cartPath: '/kosik',
    ask: (name: string) => `Přidat ${name} do košíku?`,
    add: 'Přidat do košíku',
    cancel: 'Zrušit',
    unknown: 'Produkt z odkazu, který jste otevřeli, už v naší nabídce není.',
  },
  en: {
    searchPath: '/en/search',
    boxAdd: (name: string) => `Add ${name} to cart`,
    choose: 'Choose a variant',
    toCart: 'To cart',
    notInStock: 'Not in stock',
    added: 'Added to cart',
    crossSell: 'Customers also bought',
    cartPath: '/en/cart',
    ask: (name: string) => `Add ${name} to the cart?`,
    add: 'Add to cart',
    cancel: 'Cancel',
    unknown: 'The product from the link you followed is not in our catalogue any more.',
  },
} as const;

/** The header's piece count (by test id: an open modal hides the header from role queries). */
function headerCount(page: Page) {
  return page.locator('header').getByTestId('cart-count');
}

/** Tab until the element has the focus (keyboard only), at most `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element never got the focus');
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a listing asks which variant, by keyboard alone, and adds the chosen one`, async ({
    page,
  }) => {
    test.slow();
    const product = await productWithMixedVariants(locale);
    const chosen = product.variants.find((variant) => variant.availability.isAvailable);
    const soldOut = product.variants.find((variant) => !variant.availability.isAvailable);
    if (!chosen || !soldOut) throw new Error('The product has no mixed variants');
    await page.goto(`${w.searchPath}?q=${encodeURIComponent(product.name)}`);
    // Before the script the box's form posts its active variant (the no-script path).
    await hydrated(page, locale);
    const boxButton = page.getByRole('button', { name: w.boxAdd(product.name), exact: true });
    await boxButton.first().focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: w.choose });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(product.name);
    const rows = dialog.getByRole('listitem');
    await expect(rows).toHaveCount(product.variants.length);
    // A sold-out variant cannot be chosen and says why.
    const soldOutButton = dialog.getByRole('button', { name: `${w.toCart} ${soldOut.name}` });
    await expect(soldOutButton).toBeDisabled();
    await expect(soldOutButton).toHaveAccessibleDescription(w.notInStock);
    await expectNoSeriousAxeViolations(page);

    const choose = dialog.getByRole('button', { name: `${w.toCart} ${chosen.name}` });
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const added = page.getByRole('dialog', { name: w.added });
    await expect(added).toBeVisible({ timeout: 15_000 });
    await expect(added).toContainText(`1 × ${chosen.fullname}`);
    await expect(headerCount(page)).toHaveText('1', { timeout: 15_000 });
    // The box's cross-sell rail, whose code arrives with the add.
    const crossSell = added.getByRole('region', { name: w.crossSell });
    await expect(
      crossSell.getByRole('list', { name: w.crossSell }).getByRole('heading').first(),
    ).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(added).toBeHidden();
    // Radix gives the focus back to the box's button.
    await expect(boxButton.first()).toBeFocused();

    await page.goto(w.cartPath);
    await expect(page.getByRole('main')).toContainText(chosen.fullname);
  });

  test(`${locale}: ?addToCart= asks first; cancel leaves the cart alone, confirm adds`, async ({
    page,
  }) => {
    test.slow();
    const product = await stockedProduct(locale, locale === 'cs' ? 5 : 6);
    const variant = product.variants[0];
    if (!variant) throw new Error('No variant');
    const link = `${homePath(locale)}?addToCart=${product.id}&variant_id=${variant.id}`;
    await page.goto(link);
    const ask = page.getByRole('dialog', { name: w.ask(variant.fullname) });
    await expect(ask).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Opening the link changed nothing.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'vitrina-cart-token',
    );
    await ask.getByRole('button', { name: w.cancel }).click();
    await expect(ask).toBeHidden();
    await expect(page).not.toHaveURL(/addToCart/);
    await expect(headerCount(page)).toHaveCount(0);

    // Again, by keyboard alone: the confirmation is in the focus trap, Enter adds.
    await page.goto(link);
    await expect(ask).toBeVisible();
    await tabTo(page, ask.getByRole('button', { name: w.add, exact: true }));
    await page.keyboard.press('Enter');
    const added = page.getByRole('dialog', { name: w.added });
    await expect(added).toBeVisible({ timeout: 15_000 });
    await expect(added).toContainText(`1 × ${variant.fullname}`);
    await expect(headerCount(page)).toHaveText('1', { timeout: 15_000 });
    await expect(page).not.toHaveURL(/addToCart/);
    await page.reload();
    await expect(ask).toHaveCount(0);
    await expect(headerCount(page)).toHaveText('1');
  });

  test(`${locale}: an unknown product in ?addToCart= is a polite notice on the page`, async ({
    page,
  }) => {
    const response = await page.goto(`${homePath(locale)}?addToCart=99999999`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: w.unknown })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /\?$/ })).toHaveCount(0);
  });
}

test('a GET with ?addToCart= sets no cart cookie', async () => {
  const product = await stockedProduct('cs', 5);
  const response = await rawRequest('GET', `/?addToCart=${product.id}`, {
    host: new URL(shopOrigin).host,
  });
  expect(response.status).toBe(200);
  expect(String(response.headers['set-cookie'] ?? '')).not.toContain('vitrina-cart-token');
  expect(response.body).toContain(product.name);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('?addToCart= is a plain form on the page; confirming goes to the cart', async ({ page }) => {
    const product = await stockedProduct('cs', 7);
    const variant = product.variants[0];
    if (!variant) throw new Error('No variant');
    await page.goto(`/?addToCart=${product.id}&variant_id=${variant.id}`);
    await expect(page.getByText(words.cs.ask(variant.fullname))).toBeVisible();
    // Cancel is the same address without the offer (the other parameters stay).
    await expect(page.getByRole('link', { name: words.cs.cancel })).toHaveAttribute(
      'href',
      `/?variant_id=${variant.id}`,
    );
    await page.getByRole('button', { name: words.cs.add, exact: true }).click();
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(page.getByRole('main')).toContainText(variant.fullname);
    await expect(headerCount(page)).toHaveText('1');
  });

  test('a listing adds the box variant as before', async ({ page }) => {
    const product = await productWithMixedVariants('cs');
    await page.goto(`/hledat?q=${encodeURIComponent(product.name)}`);
    await page
      .getByRole('button', { name: words.cs.boxAdd(product.name), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(page.getByRole('main')).toContainText(product.name);
  });
});
