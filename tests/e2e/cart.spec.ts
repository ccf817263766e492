import { expect, test, type Page } from '@playwright/test';
import { countedStockProduct, hydrated, stockedProduct } from './cart.ts';
import { expectNoSeriousAxeViolations, productPath } from './products.ts';
import { rawRequest, shopOrigin } from './shop.ts';

const words = {
  cs: {
    addToCart: 'Přidat do košíku',
    added: 'Přidáno do košíku',
    goToCart: 'Přejít do košíku',
    cartPath: '/kosik',
    title: 'Košík',
    amountOf: 'Množství:',
    update: 'Změnit',
    remove: 'Odebrat',
    promoCode: 'Slevový kód',
    apply: 'Použít',
    unknownCoupon: 'Tento slevový kód neexistuje.',
    empty: 'Váš košík je prázdný',
    next: 'Pokračovat na dopravu a platbu',
    nextPath: '/kosik/doprava-a-platba',
    increase: 'Zvýšit množství',
    onlyInStock: /^Skladem je jen \d+ ks\.$/,
  },
  en: {
    addToCart: 'Add to cart',
    added: 'Added to cart',
    goToCart: 'Go to cart',
    cartPath: '/en/cart',
    title: 'Cart',
    amountOf: 'Amount of',
    update: 'Update',
    remove: 'Remove',
    promoCode: 'Promo code',
    apply: 'Apply',
    unknownCoupon: 'This promo code does not exist.',
    empty: 'Your cart is empty',
    next: 'Continue to shipping and payment',
    nextPath: '/en/cart/shipping-and-payment',
    increase: 'Increase amount',
    onlyInStock: /^Only \d+ pieces are in stock\.$/,
  },
} as const;

/** The header's piece count (by test id: an open modal hides the header from role queries). */
function headerCount(page: Page) {
  return page.locator('header').getByTestId('cart-count');
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: add from the product page, change the amount, try a coupon, remove`, async ({
    page,
  }) => {
    test.slow();
    const product = await stockedProduct(locale, locale === 'cs' ? 0 : 1);
    await page.goto(productPath(product, locale));
    // A click before the script posts the plain form (to the cart page), not the dialog's way.
    await hydrated(page, locale);
    await expect(headerCount(page)).toHaveCount(0);
    await page.getByRole('button', { name: w.addToCart }).click();
    const dialog = page.getByRole('dialog', { name: w.added });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(`1 × `);
    await expect(headerCount(page)).toHaveText('1', { timeout: 15_000 });
    await dialog.getByRole('link', { name: w.goToCart }).click();

    await expect(page).toHaveURL(new RegExp(`${w.cartPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    const lines = page
      .getByRole('region', { name: locale === 'cs' ? 'Zboží v košíku' : 'Items in the cart' })
      .getByRole('listitem');
    await expect(lines.first()).toContainText(product.name);

    const amount = page.getByRole('spinbutton', { name: new RegExp(`^${w.amountOf}`) });
    await amount.fill('3');
    await page.getByRole('button', { name: new RegExp(`^${w.update}`) }).click();
    await expect(headerCount(page)).toHaveText('3', { timeout: 15_000 });
    await expect(amount).toHaveValue('3');

    await page.getByLabel(w.promoCode).fill('NOSUCHCODE');
    await page.getByRole('button', { name: w.apply }).click();
    await expect(page.getByText(w.unknownCoupon)).toBeVisible();

    await expect(page.getByRole('link', { name: w.next })).toHaveAttribute('href', w.nextPath);

    await page.getByRole('button', { name: new RegExp(`^${w.remove}`) }).click();
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    await expect(headerCount(page)).toHaveCount(0);
  });
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: amount and removal show at once; a refused amount goes back with the reason`, async ({
    page,
  }) => {
    test.slow();
    const product = await countedStockProduct(locale, locale === 'cs' ? 0 : 1);
    await page.goto(productPath(product, locale));
    await page.getByRole('button', { name: w.addToCart }).click();
    await expect(headerCount(page)).toHaveText('1', { timeout: 15_000 });
    await page.goto(w.cartPath);
    await hydrated(page, locale);
    const amount = page.getByRole('spinbutton', { name: new RegExp(`^${w.amountOf}`) });
    await expect(amount).toHaveValue('1');

    // Hold every cart change a while: what the line shows meanwhile is the optimistic state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await page.route(
      (url) => url.pathname.startsWith(w.cartPath),
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        posts += 1;
        await held;
        await route.continue();
      },
    );
    const increase = page.getByRole('button', { name: w.increase });
    await increase.click();
    await increase.click();
    await expect(amount).toHaveValue('3');
    await expect(headerCount(page)).toHaveText('1');
    release();
    // Both clicks count: the last amount wins, in the header and after a reload.
    await expect(headerCount(page)).toHaveText('3', { timeout: 15_000 });
    await expect(amount).toHaveValue('3');
    await page.reload();
    await hydrated(page, locale);
    await expect(amount).toHaveValue('3');
    expect(posts).toBeGreaterThanOrEqual(1);

    await amount.fill('9999');
    await page.getByRole('button', { name: new RegExp(`^${w.update}`) }).click();
    const refusal = page.getByRole('alert').filter({ hasText: w.onlyInStock });
    await expect(refusal).toBeVisible({ timeout: 15_000 });
    await expect(amount).toHaveValue('3');
    await expect(amount).toHaveAttribute('aria-describedby', /error/);
    await expect(headerCount(page)).toHaveText('3');

    await page.getByRole('button', { name: new RegExp(`^${w.remove}`) }).click();
    await expect(amount).toHaveCount(0);
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible({ timeout: 15_000 });
    await expect(headerCount(page)).toHaveCount(0);
  });
}

test("the cart page is the shopper's own: private, never from the page cache", async ({ page }) => {
  const product = await stockedProduct('cs', 2);
  await page.goto(productPath(product, 'cs'));
  await hydrated(page, 'cs');
  await page.getByRole('button', { name: words.cs.addToCart }).click();
  await expect(headerCount(page)).toHaveText('1', { timeout: 15_000 });
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'vitrina-cart-token');
  // Client code never reads the token.
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('vitrina-cart-token');

  const cookie = `vitrina-cart-token=${token?.value}`;
  for (const path of ['/kosik', productPath(product, 'cs')]) {
    const response = await rawRequest('GET', path, { host: new URL(shopOrigin).host, cookie });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-vitrina-cache']).toBe('bypass');
    expect(response.body).toContain('data-testid="cart-count"');
  }
  // Another shopper (no cookie) sees none of it.
  const stranger = await rawRequest('GET', '/kosik', { host: new URL(shopOrigin).host });
  expect(stranger.body).not.toContain(product.name);
  expect(stranger.body).not.toContain('data-testid="cart-count"');
});

test("two shoppers filling their carts at once never see each other's", async ({
  page,
  browser,
  baseURL,
}) => {
  const products = await Promise.all([stockedProduct('cs', 4), stockedProduct('cs', 5)]);
  const other = await browser.newContext({ baseURL });
  try {
    const pages = [page, await other.newPage()];
    // Both add, then both open their carts, at the same moments.
    await Promise.all(
      pages.map(async (shopper, index) => {
        await shopper.goto(productPath(products[index]!, 'cs'));
        await hydrated(shopper, 'cs');
        await shopper.getByRole('button', { name: words.cs.addToCart }).click();
        await expect(headerCount(shopper)).toHaveText('1', { timeout: 15_000 });
      }),
    );
    await Promise.all(
      pages.map(async (shopper, index) => {
        await shopper.goto('/kosik');
        // The lines, by their amount fields (the gift offers below may name any product).
        const line = (name: string) =>
          shopper.getByRole('spinbutton', { name: `Množství: ${name}`, exact: true });
        await expect(shopper.getByRole('spinbutton', { name: /^Množství: / })).toHaveCount(1);
        await expect(line(products[index]!.name)).toHaveValue('1');
        await expect(line(products[1 - index]!.name)).toHaveCount(0);
      }),
    );
  } finally {
    await other.close();
  }
});

test('a cross-site add to cart is refused and sets no cookie', async () => {
  const product = await stockedProduct('cs', 2);
  const id = String(product.variants[0]?.id);
  const body = new URLSearchParams({ id, quantity: '1', redirectTo: '/kosik' }).toString();
  const response = await rawRequest(
    'POST',
    '/actions/add-to-cart',
    {
      host: new URL(shopOrigin).host,
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    },
    body,
  );
  expect(response.status).toBe(403);
  expect(response.headers['set-cookie']).toBeUndefined();
});

test('the cart page has no serious accessibility violations', async ({ page }) => {
  const product = await stockedProduct('en', 3);
  await page.goto(productPath(product, 'en'));
  await hydrated(page, 'en');
  await page.getByRole('button', { name: words.en.addToCart }).click();
  await expect(headerCount(page)).toHaveText('1', { timeout: 15_000 });
  await page.goto('/en/cart');
  await expect(page.getByRole('spinbutton')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add goes to the cart, where the amount can be changed', async ({ page }) => {
    const product = await stockedProduct('cs', 4);
    await page.goto(productPath(product, 'cs'));
    await page.getByRole('button', { name: words.cs.addToCart }).click();
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(page.getByRole('main')).toContainText(product.name);
    await expect(headerCount(page)).toHaveText('1', { timeout: 15_000 });

    await page.getByRole('spinbutton', { name: /^Množství:/ }).fill('2');
    await page.getByRole('button', { name: /^Změnit/ }).click();
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(headerCount(page)).toHaveText('2');
    await expect(page.getByRole('spinbutton', { name: /^Množství:/ })).toHaveValue('2');
  });
});
