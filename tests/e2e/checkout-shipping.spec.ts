import { expect, test, type Page } from '@playwright/test';
import { addOnePiece, radio } from './checkout.ts';
import { expectNoSeriousAxeViolations, type Locale } from './products.ts';
import { rawRequest, shopOrigin } from './shop.ts';

// Names from the seed (backend/src/seed/data/shipping.ts) and the step's texts.
const words = {
  cs: {
    addToCart: 'Přidat do košíku',
    stepPath: '/kosik/doprava-a-platba',
    nextPath: '/kosik/dodaci-udaje',
    title: 'Doprava a platba',
    storePickUp: 'Osobní odběr na prodejně',
    post: 'Česká pošta – Balík Do ruky',
    card: 'Platba kartou online',
    cashInStore: 'Hotově nebo kartou na prodejně',
    cashOnDelivery: 'Dobírka',
    fastest: 'Nejrychlejší',
    pickUpPoint: 'Výdejní místo',
    next: 'Pokračovat na dodací údaje',
    update: 'Zobrazit platby pro zvolenou dopravu',
    noShipper: 'Vyberte způsob dopravy.',
    noPayment: 'Vyberte způsob platby.',
    noBranch: 'Vyberte výdejní místo.',
    earliest: /Nejbližší doručení: (pondělí|úterý|středa|čtvrtek|pátek|sobota|neděle) \d+\. /,
  },
  en: {
    addToCart: 'Add to cart',
    stepPath: '/en/cart/shipping-and-payment',
    nextPath: '/en/cart/delivery-details',
    title: 'Shipping and payment',
    storePickUp: 'Pick-up in our store',
    post: 'Czech Post – parcel to your door',
    card: 'Card payment online',
    cashInStore: 'Cash or card in the store',
    cashOnDelivery: 'Cash on delivery',
    fastest: 'Fastest',
    pickUpPoint: 'Pick-up point',
    next: 'Continue to delivery details',
    update: 'Show payments for the chosen shipping',
    noShipper: 'Choose a shipping method.',
    noPayment: 'Choose a payment method.',
    noBranch: 'Choose a pick-up point.',
    earliest:
      /Earliest delivery: (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d+/,
  },
} as const;

/** A cart with one piece, put there through the product page's add-to-cart form. */
const addProduct = (page: Page, locale: Locale, skip: number, withScript = true) =>
  addOnePiece(page, locale, skip, words[locale].addToCart, withScript);

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: choose shipping and payment, with errors at the fields, and go on`, async ({
    page,
  }) => {
    test.slow();
    await addProduct(page, locale, locale === 'cs' ? 5 : 6);
    await page.goto(w.stepPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);

    const shipping = page.getByRole('group', { name: locale === 'cs' ? 'Doprava' : 'Shipping' });
    const payment = page.getByRole('group', { name: locale === 'cs' ? 'Platba' : 'Payment' });
    await expect(shipping.getByRole('radio')).toHaveCount(5);
    await expect(radio(page, w.post)).toBeVisible();
    await expect(shipping).toContainText(w.earliest);
    // One delivering shipper is marked, never the store pick-up.
    await expect(shipping.getByText(w.fastest, { exact: true })).toHaveCount(1);
    await expect(radio(page, w.storePickUp)).not.toHaveAccessibleName(new RegExp(w.fastest));
    await expect(payment.getByRole('radio')).toHaveCount(4);

    await page.getByRole('button', { name: w.next }).click();
    await expect(shipping.getByText(w.noShipper)).toBeVisible();
    await expect(payment.getByText(w.noPayment)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${w.stepPath}`));

    // The store pick-up blocks cash on delivery: choosing it re-renders the payments.
    await radio(page, w.storePickUp).check();
    await expect(radio(page, w.cashOnDelivery)).toHaveCount(0);
    await expect(page.getByLabel(w.pickUpPoint, { exact: true })).toBeVisible();
    await radio(page, w.card).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByText(w.noBranch)).toBeVisible();

    const branch = page.getByLabel(w.pickUpPoint, { exact: true });
    await branch.selectOption({ index: 1 });
    const branchName = await branch.locator('option:checked').textContent();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page).toHaveURL(new RegExp(`${w.nextPath}$`), { timeout: 30_000 });

    // Back on the step, the stored choice is shown again.
    await page.goto(w.stepPath);
    await expect(radio(page, w.storePickUp)).toBeChecked();
    await expect(radio(page, w.card)).toBeChecked();
    await expect(
      page.getByLabel(w.pickUpPoint, { exact: true }).locator('option:checked'),
    ).toHaveText(branchName ?? '');
  });
}

test('the step is private, and a shopper without a cart goes to the cart page', async ({
  page,
}) => {
  const host = new URL(shopOrigin).host;
  for (const [path, target] of [
    ['/kosik/doprava-a-platba', '/kosik'],
    ['/en/cart/shipping-and-payment', '/en/cart'],
  ]) {
    const response = await rawRequest('GET', path!, { host });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(target);
    expect(response.headers['cache-control']).toBe('private, no-store');
  }
  await addProduct(page, 'cs', 7);
  const token = (await page.context().cookies()).find((c) => c.name === 'vitrina-cart-token');
  const response = await rawRequest('GET', '/kosik/doprava-a-platba', {
    host,
    cookie: `vitrina-cart-token=${token?.value}`,
  });
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
});

test('a cross-site post of the step is refused and stores nothing', async () => {
  const response = await rawRequest(
    'POST',
    '/kosik/doprava-a-platba',
    {
      host: new URL(shopOrigin).host,
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    },
    new URLSearchParams({ shipper: '3', payment: '1' }).toString(),
  );
  // Refused before React Router runs (storefront/server/crossSiteRefusal.ts, decision 027).
  expect(response.status).toBe(403);
  expect(response.headers['set-cookie']).toBeUndefined();
});

test('the step has no serious accessibility violations', async ({ page }) => {
  await addProduct(page, 'en', 8);
  await page.goto(`${words.en.stepPath}?shipper=1`);
  await expect(page.getByLabel(words.en.pickUpPoint, { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // With errors shown, too; the keyboard lands on the first field to fix (the branch).
  await page.getByRole('button', { name: words.en.next }).click();
  await expect(page.getByText(words.en.noPayment)).toBeVisible();
  await expect(page.getByLabel(words.en.pickUpPoint, { exact: true })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test('the keyboard chooses a shipper with the arrow keys, which re-renders the payments', async ({
  page,
}) => {
  const w = words.en;
  await addProduct(page, 'en', 11);
  await page.goto(`${w.stepPath}?shipper=3`);
  await expect(radio(page, w.cashInStore)).toHaveCount(0);
  await radio(page, w.post).focus();
  // Up from the post is the network's pick-up points, then the store (which takes cash).
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/shipper=1/);
  await expect(radio(page, w.storePickUp)).toBeChecked();
  await expect(radio(page, w.storePickUp)).toBeFocused();
  await expect(radio(page, w.cashInStore)).toHaveCount(1);
  await expect(radio(page, w.cashOnDelivery)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the step is a plain form: choose the shipper, see its payments, go on', async ({
    page,
  }) => {
    const w = words.cs;
    await addProduct(page, 'cs', 9, false);
    await page.goto(w.stepPath);
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByText(w.noShipper)).toBeVisible();

    // The post blocks cash in the store; the button re-reads the payments for it.
    await radio(page, w.post).check();
    await page.getByRole('button', { name: w.update }).click();
    await expect(page).toHaveURL(/\?shipper=3/);
    await expect(radio(page, w.post)).toBeChecked();
    await expect(radio(page, w.cashInStore)).toHaveCount(0);

    // A pick-up shipper posted without a branch: the error comes with its branch list.
    await radio(page, w.storePickUp).check();
    await radio(page, w.card).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByText(w.noBranch)).toBeVisible();
    await page.getByLabel(w.pickUpPoint, { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: w.next }).click();
    await expect(page).toHaveURL(new RegExp(`${w.nextPath}$`));
  });
});
