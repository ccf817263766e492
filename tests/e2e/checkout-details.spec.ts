import { expect, test, type Page } from '@playwright/test';
import { backendUrl } from './backend.ts';
import { addOnePiece, escapeRegExp, field, radio } from './checkout.ts';
import { expectNoSeriousAxeViolations, type Locale } from './products.ts';
import { rawRequest, shopOrigin } from './shop.ts';

// Names from the seed (backend/src/seed/data/shipping.ts), the fake register
// (storefront/testing/fakeAres.ts) and the step's texts.
const words = {
  cs: {
    addToCart: 'Přidat do košíku',
    methodsPath: '/kosik/doprava-a-platba',
    detailsPath: '/kosik/dodaci-udaje',
    finish: /\/kosik\/dokonceni\?order=([A-Za-z0-9_-]{22,})$/,
    title: 'Dodací údaje',
    continue: 'Pokračovat na dodací údaje',
    courier: 'Kurýr PPL',
    pickUpPoints: 'Výdejní místa Vitrina Point',
    bankTransfer: 'Bankovní převod',
    cashOnDelivery: 'Dobírka',
    pickUpPoint: 'Výdejní místo',
    email: 'E-mail',
    name: 'Jméno a příjmení',
    phone: 'Telefon',
    street: 'Ulice',
    houseNumber: 'Číslo popisné',
    city: 'Město',
    postcode: 'PSČ',
    company: 'Nakupuji na firmu',
    ico: 'IČO',
    companyName: 'Název firmy',
    ares: 'Načíst z ARES',
    place: 'Objednat s povinností platby',
    fullNameError: 'Napište jméno i příjmení.',
    required: 'Toto prosím vyplňte.',
    steps: 'Průběh objednávky',
  },
  en: {
    addToCart: 'Add to cart',
    methodsPath: '/en/cart/shipping-and-payment',
    detailsPath: '/en/cart/delivery-details',
    finish: /\/en\/cart\/finish\?order=([A-Za-z0-9_-]{22,})$/,
    title: 'Delivery details',
    continue: 'Continue to delivery details',
    courier: 'PPL courier',
    pickUpPoints: 'Vitrina Point pick-up points',
    bankTransfer: 'Bank transfer',
    cashOnDelivery: 'Cash on delivery',
    pickUpPoint: 'Pick-up point',
    email: 'E-mail',
    name: 'First and last name',
    phone: 'Phone',
    street: 'Street',
    houseNumber: 'House number',
    city: 'City',
    postcode: 'Postcode',
    company: 'I am buying for a company',
    ico: 'Company ID (IČO)',
    companyName: 'Company name',
    ares: 'Load from ARES',
    place: 'Place order with obligation to pay',
    fullNameError: 'Write your first and last name.',
    required: 'Please fill this in.',
    steps: 'Checkout progress',
  },
} as const;

// Each journey walks the product page, the two steps and a placed order on a busy machine.
test.describe.configure({ timeout: 240_000 });

interface OrderView {
  code: string;
  customer: { email: string; name: string; businessName: string | null; tin: string | null };
  billingAddress: { street: string; city: string; postcode: string };
  branchId: number | null;
  shipper: { name: string };
  payment: { name: string };
  prices: { totalWithTax: number };
  items: { kind: string; amount: number }[];
}

/** The placed order as the back end keeps it (spec §7 GET /orders/token/{token}). */
async function orderByToken(token: string): Promise<OrderView> {
  const response = await fetch(`${backendUrl}/api/v1/orders/token/${token}`, {
    headers: { 'x-locale': 'cs' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OrderView }).data;
}

/** A cart with one piece and the shipping step done, through the shop's own forms. */
async function reachDetails(
  page: Page,
  locale: Locale,
  skip: number,
  shipper: string,
  payment: string,
  withScript = true,
) {
  const w = words[locale];
  await addOnePiece(page, locale, skip, w.addToCart, withScript);
  await page.goto(w.methodsPath);
  await radio(page, shipper).check();
  const next = page.getByRole('button', { name: w.continue });
  if (withScript) {
    // Choosing a shipper re-renders the payments (a GET): choose the payment after it.
    await expect(page).toHaveURL(/shipper=/);
    await expect(next).toBeEnabled();
  }
  if (shipper === w.pickUpPoints) {
    const branch = page.getByLabel(w.pickUpPoint, { exact: true });
    await expect(branch).toBeVisible();
    await branch.selectOption({ index: 1 });
  }
  await radio(page, payment).check();
  // Not while the shipper's re-render is still on its way (the button is disabled then).
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
}

async function fillContact(page: Page, locale: Locale, email: string) {
  const w = words[locale];
  await field(page, w.email).fill(email);
  await field(page, w.name).fill(locale === 'cs' ? 'Jana Nováková' : 'John Smith');
  await field(page, w.phone).fill('+420 777 123 456');
}

async function fillAddress(page: Page, locale: Locale) {
  const w = words[locale];
  await field(page, w.street).fill('Dlouhá');
  await field(page, w.houseNumber).fill('12');
  await field(page, w.postcode).fill('110 00');
  await field(page, w.city).fill('Praha');
}

/** The token of the finish page the place button led to. */
async function finishToken(page: Page, locale: Locale): Promise<string> {
  await expect(page).toHaveURL(words[locale].finish, { timeout: 20_000 });
  return words[locale].finish.exec(page.url())![1]!;
}

/** Minor units of a shown price ("1 299 Kč", "€12.50"): its digits. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('cs: a guest orders by courier with a bank transfer, and the order has the totals shown', async ({
  page,
}) => {
  const w = words.cs;
  await reachDetails(page, 'cs', 13, w.courier, w.bankTransfer);
  const steps = page.getByRole('navigation', { name: w.steps });
  await expect(steps.locator('[aria-current="step"]')).toContainText(w.title);
  const summary = page.locator('aside', {
    has: page.getByRole('heading', { name: 'Souhrn objednávky' }),
  });
  await expect(summary).toContainText(w.courier);
  await expect(summary).toContainText(w.bankTransfer);
  const shownTotal = await page.getByTestId('order-total').textContent();

  // Checked on change and blur, said next to the field.
  await fillContact(page, 'cs', 'jana.kuryr@example.cz');
  const name = field(page, w.name);
  await name.fill('Jana');
  await name.blur();
  await expect(page.getByText(w.fullNameError)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Jana Nováková');
  await expect(page.getByText(w.fullNameError)).toHaveCount(0);

  // The place button with an address missing: the focus goes to the first field to fix.
  await page.getByRole('button', { name: w.place }).click();
  await expect(field(page, w.street)).toBeFocused();
  await fillAddress(page, 'cs');
  await field(page, 'Poznámka pro obchod').fill('Zvonit dvakrát');
  await page.getByRole('button', { name: w.place }).click();

  const order = await orderByToken(await finishToken(page, 'cs'));
  expect(order.prices.totalWithTax).toBe(digits(shownTotal));
  expect(order.customer).toMatchObject({ email: 'jana.kuryr@example.cz', name: 'Jana Nováková' });
  expect(order.billingAddress.street).toBe('Dlouhá 12');
  expect(order.shipper.name).toBe(w.courier);
});

test('cs: a double click on the place button places one order and shows it', async ({ page }) => {
  const w = words.cs;
  await reachDetails(page, 'cs', 16, w.courier, w.bankTransfer);
  await fillContact(page, 'cs', 'jana.dvakrat@example.cz');
  await fillAddress(page, 'cs');
  // Two clicks as fast as a hand can: the button goes busy on the first, and the back end places
  // a cart once whatever arrives (two concurrent posts: backend place-order.test.ts).
  await page.getByRole('button', { name: w.place }).dblclick();
  const order = await orderByToken(await finishToken(page, 'cs'));
  expect(order.items.filter((item) => item.kind === 'product')).toEqual([
    expect.objectContaining({ amount: 1 }),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Děkujeme za objednávku');
  await expect(page.getByText(order.code).first()).toBeVisible();
  // The cart is spent: the header shows no count.
  await expect(page.locator('header').getByTestId('cart-count')).toHaveCount(0);
});

test('en: pick-up point with cash on delivery needs no address; billed to the point', async ({
  page,
}) => {
  const w = words.en;
  await reachDetails(page, 'en', 14, w.pickUpPoints, w.cashOnDelivery);
  const summary = page.locator('aside', {
    has: page.getByRole('heading', { name: 'Order summary' }),
  });
  await expect(summary).toContainText(w.pickUpPoint);
  await expect(summary.getByRole('link', { name: 'Change shipping or payment' })).toHaveAttribute(
    'href',
    w.methodsPath,
  );
  const shownTotal = await page.getByTestId('order-total').textContent();
  await fillContact(page, 'en', 'john.point@example.com');
  await page.getByRole('button', { name: w.place }).click();
  const order = await orderByToken(await finishToken(page, 'en'));
  expect(order.branchId).not.toBeNull();
  // The order keeps the names in the language it was placed in.
  expect(order.payment.name).toBe(w.cashOnDelivery);
  expect(order.prices.totalWithTax).toBe(digits(shownTotal));
});

test('cs: a company fills its details from ARES and orders as a business', async ({ page }) => {
  const w = words.cs;
  await reachDetails(page, 'cs', 15, w.courier, w.bankTransfer);
  await page.getByText(w.company).click();
  // An IČO the register does not know is said at the field.
  await field(page, w.ico).fill('12345679');
  await page.getByRole('button', { name: w.ares }).click();
  await expect(page.getByText('Toto IČO jsme v obchodním rejstříku nenašli.')).toBeVisible();
  await field(page, w.ico).fill('27074358');
  await page.getByRole('button', { name: w.ares }).click();
  await expect(field(page, w.companyName)).toHaveValue('Vitrina Test s.r.o.');
  await expect(field(page, w.street)).toHaveValue('Na Pankráci');
  await expect(field(page, w.houseNumber)).toHaveValue('1683/127a');
  await expect(field(page, w.postcode)).toHaveValue('14000');
  await fillContact(page, 'cs', 'nakup@vitrina-test.cz');
  await page.getByRole('button', { name: w.place }).click();
  const order = await orderByToken(await finishToken(page, 'cs'));
  expect(order.customer).toMatchObject({ businessName: 'Vitrina Test s.r.o.', tin: '27074358' });
  expect(order.billingAddress).toMatchObject({
    street: 'Na Pankráci 1683/127a',
    postcode: '14000',
  });
});

test('the values survive a reload, and the business part opens by itself for them', async ({
  page,
}) => {
  const w = words.en;
  await reachDetails(page, 'en', 16, w.courier, w.bankTransfer);
  await field(page, w.email).fill('keep@example.com');
  await page.getByText(w.company).click();
  await field(page, w.companyName).fill('Keep s.r.o.');
  await page.reload();
  await expect(field(page, w.email)).toHaveValue('keep@example.com');
  await expect(field(page, w.companyName)).toBeVisible();
  await expect(field(page, w.companyName)).toHaveValue('Keep s.r.o.');
});

test('the whole step by keyboard: tab through, type, place with Enter', async ({ page }) => {
  const w = words.en;
  await reachDetails(page, 'en', 17, w.courier, w.bankTransfer);
  const place = page.getByRole('button', { name: w.place });
  // Enter on the place button with nothing filled: the keyboard lands on the e-mail.
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(field(page, w.email)).toBeFocused();
  await page.keyboard.type('keys@example.com');
  for (const value of ['John Smith', '+420 777 123 456', 'Long Street', '5', '110 00', 'Praha']) {
    await page.keyboard.press('Tab');
    // Hints are text, not stops: every Tab lands on the next field.
    await page.keyboard.type(value);
  }
  await expect(field(page, w.city)).toHaveValue('Praha');
  // On to the place button by Tab alone (country, different address, company, note, …).
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await place.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(place).toBeFocused();
  await page.keyboard.press('Enter');
  const order = await orderByToken(await finishToken(page, 'en'));
  expect(order.customer.email).toBe('keys@example.com');
});

test('the step has no serious accessibility violations, with and without errors', async ({
  page,
}) => {
  const w = words.cs;
  await reachDetails(page, 'cs', 18, w.courier, w.bankTransfer);
  await expectNoSeriousAxeViolations(page);
  await page.getByText(w.company).click();
  await page.getByRole('button', { name: w.place }).click();
  await expect(page.getByText(w.required).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a cross-site post of the step is refused and places nothing', async ({ page }) => {
  await reachDetails(page, 'cs', 19, words.cs.courier, words.cs.bankTransfer);
  const cookies = (await page.context().cookies())
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
  const response = await rawRequest(
    'POST',
    '/kosik/dodaci-udaje',
    {
      host: new URL(shopOrigin).host,
      cookie: cookies,
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    },
    new URLSearchParams({
      email: 'evil@example.com',
      name: 'Evil Person',
      phone: '+420 777 123 456',
      street: 'Dlouhá',
      houseNumber: '1',
      city: 'Praha',
      postcode: '11000',
    }).toString(),
  );
  // Refused before React Router runs (storefront/server/crossSiteRefusal.ts, decision 027).
  expect(response.status).toBe(403);
  expect(response.headers.location).toBeUndefined();
  // The cart is still there to order: the step still renders it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.cs.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cs: errors come back from the server, ARES fills the form, the order is placed', async ({
    page,
  }) => {
    const w = words.cs;
    await reachDetails(page, 'cs', 20, w.courier, w.bankTransfer, false);
    await fillContact(page, 'cs', 'bez.skriptu@example.cz');
    await field(page, w.name).fill('Jana');
    await page.getByRole('button', { name: w.place }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`));
    await expect(page.getByText(w.fullNameError)).toBeVisible();
    await expect(field(page, w.email)).toHaveValue('bez.skriptu@example.cz');
    await expect(field(page, w.name)).toHaveAttribute('aria-invalid', 'true');

    await page.getByText(w.company).click();
    await field(page, w.ico).fill('27074358');
    await page.getByRole('button', { name: w.ares }).click();
    await expect(field(page, w.companyName)).toHaveValue('Vitrina Test s.r.o.');
    await expect(field(page, w.street)).toHaveValue('Na Pankráci');
    await expect(field(page, w.email)).toHaveValue('bez.skriptu@example.cz');

    await field(page, w.name).fill('Jana Nováková');
    await page.getByRole('button', { name: w.place }).click();
    const order = await orderByToken(await finishToken(page, 'cs'));
    expect(order.customer).toMatchObject({
      email: 'bez.skriptu@example.cz',
      businessName: 'Vitrina Test s.r.o.',
    });
  });
});
