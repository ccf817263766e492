import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { consentCookie } from './furniture.ts';
import { placeGuestOrder, paymentStatusOf, type GuestOrder } from './orders.ts';
import { expectNoSeriousAxeViolations } from './products.ts';
import { readDataLayer, eventsOf } from './furniture.ts';
import { shopOrigin } from './shop.ts';

// The page's texts (storefront cs/en catalogues) and the fake gateway's buttons (English only).
const words = {
  cs: {
    path: '/kosik/dokonceni',
    thanks: 'Děkujeme za objednávku',
    confirmation: 'Potvrzení objednávky jsme poslali na guest@example.cz.',
    account: '19-2000145399/0800',
    variableSymbol: 'Variabilní symbol',
    qr: /^QR platba na /,
    pay: 'Zaplatit kartou',
    waiting: 'Čekáme na vaši platbu',
    paid: 'Zaplaceno.',
    cancelled: 'Platba byla zrušena.',
    retry: 'Zkusit znovu',
    callback: '/checkout/payment/callback',
    problem: 'Platba nebyla potvrzena',
  },
  en: {
    path: '/en/cart/finish',
    thanks: 'Thank you for your order',
    confirmation: 'We have sent the order confirmation to guest@example.cz.',
    account: '19-2000145399/0800',
    variableSymbol: 'Variable symbol',
    qr: /^QR payment code for /,
    pay: 'Pay by card',
    waiting: 'Waiting for your payment',
    paid: 'Paid.',
    cancelled: 'The payment was cancelled.',
    retry: 'Try again',
    callback: '/en/checkout/payment/callback',
    problem: 'Payment not confirmed',
  },
} as const;

/** An order placed with the cart the browser carries (its guest cart cookie). */
async function placeInBrowser(
  context: BrowserContext,
  paymentType: 'CARD_ONLINE' | 'BANK_TRANSFER',
  locale: 'cs' | 'en',
): Promise<GuestOrder> {
  const placed = await placeGuestOrder(paymentType, locale);
  await context.addCookies([
    { name: 'vitrina-cart-token', value: placed.cartToken, url: shopOrigin, httpOnly: true },
    // Analytics allowed, so the conversion reaches the dataLayer.
    { name: consentCookie, value: 'v1.a1.m0', url: shopOrigin },
  ]);
  return placed;
}

/** Presses a button of the fake gateway's hosted page and waits to be back on the shop. */
async function atGateway(page: Page, button: 'Pay' | 'Cancel' | 'Decline the card') {
  await expect(page.getByRole('heading', { name: 'Test card gateway' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: button }).click();
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a bank-transfer order shows the thank-you, bank details and QR code`, async ({
    page,
    context,
  }) => {
    test.slow();
    const placed = await placeInBrowser(context, 'BANK_TRANSFER', locale);
    const response = await page.goto(`${w.path}?order=${placed.token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.thanks);
    await expect(page.getByText(placed.order.code).first()).toBeVisible();
    await expect(page.getByText(w.confirmation)).toBeVisible();
    await expect(page.getByText(w.account)).toBeVisible();
    const symbol = page.locator('dt', { hasText: w.variableSymbol });
    await expect(symbol.locator('xpath=following-sibling::dd[1]')).toHaveText(placed.order.code);
    const qr = page.getByRole('img', { name: w.qr });
    await expect(qr).toBeVisible();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await expectNoSeriousAxeViolations(page);

    // The conversion is reported once per order code: a reload does not count it again.
    await expect
      .poll(async () => eventsOf(await readDataLayer(page)).filter((e) => e === 'order.placed'))
      .toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.thanks);
    await page.waitForTimeout(500);
    expect(eventsOf(await readDataLayer(page))).not.toContain('order.placed');
  });

  test(`${locale}: card payment: pay at the gateway, come back paid`, async ({ page, context }) => {
    test.slow();
    const placed = await placeInBrowser(context, 'CARD_ONLINE', locale);
    await page.goto(`${w.path}?order=${placed.token}`);
    await expect(page.getByTestId('payment-state')).toContainText(w.waiting);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: w.pay }).click();
    await atGateway(page, 'Pay');
    await expect(page).toHaveURL(new RegExp(`${w.path}\\?order=${placed.token}$`), {
      timeout: 15_000,
    });
    await expect(page.getByTestId('payment-state')).toContainText(w.paid);
    await expect(page.getByRole('button', { name: w.pay })).toHaveCount(0);
    expect(await paymentStatusOf(placed.token)).toBe('paid');
  });
}

test('cs: card payment cancelled, tried again and paid', async ({ page, context }) => {
  test.slow();
  const w = words.cs;
  const placed = await placeInBrowser(context, 'CARD_ONLINE', 'cs');
  await page.goto(`${w.path}?order=${placed.token}`);
  await page.getByRole('button', { name: w.pay }).click();
  await atGateway(page, 'Cancel');
  await expect(page.getByTestId('payment-state')).toContainText(w.cancelled, { timeout: 15_000 });
  expect(await paymentStatusOf(placed.token)).toBe('cancelled');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: w.retry }).click();
  await atGateway(page, 'Pay');
  await expect(page.getByTestId('payment-state')).toContainText(w.paid, { timeout: 15_000 });
  expect(await paymentStatusOf(placed.token)).toBe('paid');
});

test('a forged or mangled payment return is refused politely', async ({ page }) => {
  test.slow();
  const forged = new URLSearchParams({
    paymentId: 'forged1',
    reference: '0b9b5c1e-4f5d-4c55-9d1f-3c1d1c2b3a4f',
    status: 'paid',
    amount: '100',
    currency: 'CZK',
    signature: '0'.repeat(64),
  });
  const response = await page.goto(`${words.cs.callback}?${forged}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.cs.problem);
  await expectNoSeriousAxeViolations(page);
  const garbage = await page.goto(`${words.en.callback}?status=paid&amount=lots`);
  expect(garbage?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.en.problem);
});

test('an unknown order link is the 404 page', async ({ page }) => {
  const response = await page.goto(`${words.cs.path}?order=${'A'.repeat(30)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cs: the finish page and card payment work as plain forms', async ({ page, context }) => {
    test.slow();
    const w = words.cs;
    const placed = await placeInBrowser(context, 'CARD_ONLINE', 'cs');
    await page.goto(`${w.path}?order=${placed.token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.thanks);
    // A plain POST; its answer leaves for the gateway by itself (form-action stays 'self').
    await page.getByRole('button', { name: w.pay }).click();
    await atGateway(page, 'Pay');
    await expect(page.getByTestId('payment-state')).toContainText(w.paid, { timeout: 15_000 });
    expect(await paymentStatusOf(placed.token)).toBe('paid');
  });
});
