import { expect, test } from '@playwright/test';
import { activeAccount, logIn } from './accounts.ts';

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/kosik');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Košík');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');

  await page.getByRole('link', { name: 'Čeština' }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Košík');
});

test('the language switch keeps a page with a parameter', async ({ page }) => {
  // The order pages are a signed-in shopper's: a guest would be sent to log in first.
  test.setTimeout(240_000);
  const { email, password } = await activeAccount('switch');
  await page.goto('/en/login');
  await logIn(page, { logIn: 'Log in', email: 'E-mail', password: 'Password' }, email, password);
  await expect(page).not.toHaveURL(/\/en\/login/, { timeout: 20_000 });
  await page.goto('/en/user/orders/42');
  await page.getByRole('link', { name: 'Čeština' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/objednavky\/42$/);
});

test('the currency switch stores the choice in a cookie and keeps the page', async ({
  page,
  context,
}) => {
  await page.goto('/en/cart');
  const currency = page.getByRole('form', { name: 'Currency' });
  await expect(currency.getByRole('button', { name: 'CZK' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await currency.getByRole('button', { name: 'EUR' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(currency.getByRole('button', { name: 'EUR' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'vitrina-currency')?.value).toBe('EUR');

  await page.reload();
  await expect(currency.getByRole('button', { name: 'EUR' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('every route of the table renders its page shell', async ({ page }) => {
  for (const path of [
    '/clanky',
    '/en/articles',
    // The checkout steps and the thank-you page need a cart or an order; the import page does not.
    '/kosik/import-objednavky',
    '/en/cart/import-order',
    '/uzivatel/prehled',
    '/en/branches/prague-centre',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
});

// Issue 15: the currency switch changes every price on the page, not only the switch's state.
test('the currency switch changes every price of a category page', async ({ page }) => {
  const czk = /\d[\d\s\u00a0]*,\d{2}\s?Kč/g;
  const eur = /\d[\d\s\u00a0]*,\d{2}\s?€/g;
  const prices = async (pattern: RegExp) =>
    ((await page.getByRole('main').innerText()).match(pattern) ?? []).length;
  await page.goto('/kavovary');
  const shownInCzk = await prices(czk);
  expect(shownInCzk).toBeGreaterThan(3);
  expect(await prices(eur)).toBe(0);

  await page.getByRole('form', { name: 'Měna' }).getByRole('button', { name: 'EUR' }).click();
  await expect(page.getByRole('main')).toContainText('€');
  expect(await prices(czk)).toBe(0);
  expect(await prices(eur)).toBe(shownInCzk);
});
