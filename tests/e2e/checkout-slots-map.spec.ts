import { expect, test, type Page } from '@playwright/test';
import {
  addOnePiece,
  escapeRegExp,
  field,
  fillAddressAndPlace,
  orderByToken,
  radio,
} from './checkout.ts';
import { expectNoSeriousAxeViolations, type Locale } from './products.ts';

// Names from the seed (backend/src/seed/data/shipping.ts: shipper 5 delivers in three windows a
// day) and the steps' texts.
const words = {
  cs: {
    addToCart: 'Přidat do košíku',
    methodsPath: '/kosik/doprava-a-platba',
    detailsPath: '/kosik/dodaci-udaje',
    finish: /\/kosik\/dokonceni\?order=([A-Za-z0-9_-]{22,})$/,
    express: 'Expres v časovém okně',
    courier: 'Kurýr PPL',
    pickUpPoints: 'Výdejní místa Vitrina Point',
    card: 'Platba kartou online',
    bankTransfer: 'Bankovní převod',
    slots: 'Den a čas doručení',
    noSlot: 'Vyberte čas doručení.',
    next: 'Pokračovat na dodací údaje',
    update: 'Zobrazit platby pro zvolenou dopravu',
    weekday: /^(pondělí|úterý|středa|čtvrtek|pátek) \d+\. [a-zěščřžýáíéůú]+$/,
    summary: 'Souhrn objednávky',
    slotRow: 'Čas doručení',
    pickUpPoint: 'Výdejní místo',
    search: 'Hledat výdejní místo (název, obec, ulice)',
    searchButton: 'Hledat',
    map: 'Mapa výdejen',
    email: 'E-mail',
    name: 'Jméno a příjmení',
    phone: 'Telefon',
    street: 'Ulice',
    houseNumber: 'Číslo popisné',
    city: 'Město',
    postcode: 'PSČ',
    place: 'Objednat s povinností platby',
    review: 'Chci od srovnávače zboží dostat dotazník spokojenosti s tímto nákupem',
    conversion: 'Souhlasím s předáním údajů o tomto nákupu srovnávači zboží pro měření konverzí',
    magazine: 'Chci dostávat tištěný magazín obchodu poštou',
    sms: 'Chci dostávat novinky a nabídky formou SMS',
  },
  en: {
    addToCart: 'Add to cart',
    methodsPath: '/en/cart/shipping-and-payment',
    detailsPath: '/en/cart/delivery-details',
    finish: /\/en\/cart\/finish\?order=([A-Za-z0-9_-]{22,})$/,
    express: 'Express in a time window',
    courier: 'PPL courier',
    pickUpPoints: 'Vitrina Point pick-up points',
    card: 'Card payment online',
    bankTransfer: 'Bank transfer',
    slots: 'Delivery day and time',
    noSlot: 'Choose a delivery time.',
    next: 'Continue to delivery details',
    update: 'Show payments for the chosen shipping',
    weekday: /^(Monday|Tuesday|Wednesday|Thursday|Friday), [A-Z][a-z]+ \d+$/,
    summary: 'Order summary',
    slotRow: 'Delivery time',
    pickUpPoint: 'Pick-up point',
    search: 'Search pick-up points (name, town, street)',
    searchButton: 'Search',
    map: 'Map of pick-up points',
    email: 'E-mail',
    name: 'First and last name',
    phone: 'Phone',
    street: 'Street',
    houseNumber: 'House number',
    city: 'City',
    postcode: 'Postcode',
    place: 'Place order with obligation to pay',
    review: 'Send me a questionnaire about this purchase from the price comparison service',
    conversion: 'Share this purchase with the price comparison service to measure its conversions',
    magazine: "Send me the shop's printed magazine by post",
    sms: 'Send me news and offers by text message (SMS)',
  },
} as const;

// Each journey walks the product page, the two steps and a placed order on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** A cart with one piece, put there through the product page's add-to-cart form. */
const addProduct = (page: Page, locale: Locale, skip: number, withScript = true) =>
  addOnePiece(page, locale, skip, words[locale].addToCart, withScript);

/** Chooses a shipper with JavaScript: the step re-renders for it (a GET) before going on. */
async function chooseShipper(page: Page, locale: Locale, name: string) {
  await radio(page, name).check();
  await expect(page).toHaveURL(/shipper=/);
  await expect(page.getByRole('button', { name: words[locale].next })).toBeEnabled();
}

interface PlacedOrder {
  deliveryDate: string | null;
  deliverySlot: string | null;
  attributes: { priceComparisonConsent: boolean };
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: the express shipper's windows by day, by keyboard, kept, cleared with the shipper and placed`, async ({
    page,
  }) => {
    test.slow();
    await addProduct(page, locale, locale === 'cs' ? 20 : 21);
    await page.goto(w.methodsPath);
    await expect(page.getByRole('group', { name: w.slots })).toHaveCount(0);
    await chooseShipper(page, locale, w.express);
    const slots = page.getByRole('group', { name: w.slots });
    await expect(slots).toBeVisible();
    // Five working days, three windows each, every day named with its weekday.
    const days = slots.getByRole('group');
    await expect(days).toHaveCount(5);
    for (const text of await days.locator('p').allTextContents())
      expect(text.trim()).toMatch(w.weekday);
    await expect(slots.getByRole('radio')).toHaveCount(15);
    await expectNoSeriousAxeViolations(page);

    // Going on without a window: the error is at the group and the keyboard lands in it.
    await radio(page, w.card).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(slots.getByText(w.noSlot)).toBeVisible();
    const first = slots.getByRole('radio').first();
    await expect(first).toBeFocused();
    // Arrow keys move through all windows of all days (one radio group): the second day's noon.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    const chosen = slots.getByRole('radio').nth(4);
    await expect(chosen).toBeChecked();
    const dayText = (await days.nth(1).locator('p').textContent())!.trim();
    await expect(chosen).toHaveAccessibleName(`${dayText}, 12:00–17:00`);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: w.next }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`), {
      timeout: 30_000,
    });
    const summary = page.locator('aside', { has: page.getByRole('heading', { name: w.summary }) });
    await expect(summary.getByTestId('summary-slot')).toHaveText(`${dayText}, 12:00–17:00`);

    // Back on the step the window is still chosen; another shipper clears it.
    await page.goto(w.methodsPath);
    await expect(
      page.getByRole('group', { name: w.slots }).getByRole('radio').nth(4),
    ).toBeChecked();
    await chooseShipper(page, locale, w.courier);
    await expect(page.getByRole('group', { name: w.slots })).toHaveCount(0);
    await chooseShipper(page, locale, w.express);
    await expect(page.getByRole('group', { name: w.slots }).getByRole('radio')).toHaveCount(15);
    await expect(
      page.getByRole('group', { name: w.slots }).getByRole('radio', { checked: true }),
    ).toHaveCount(0);

    // The last window of the first day, then the order keeps it.
    await page.getByRole('group', { name: w.slots }).getByRole('radio').nth(2).check();
    const firstDay = (await days.first().locator('p').textContent())!.trim();
    await radio(page, w.card).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`), {
      timeout: 30_000,
    });
    await expect(summary.getByTestId('summary-slot')).toHaveText(`${firstDay}, 17:00–21:00`);
    await field(page, w.email).fill(`slot-${locale}@example.cz`);
    await field(page, w.name).fill('Jana Nováková');
    await field(page, w.phone).fill('+420 777 123 456');
    await fillAddressAndPlace(page, w);
    await expect(page).toHaveURL(w.finish, { timeout: 20_000 });
    const order = await orderByToken<PlacedOrder>(w.finish.exec(page.url())![1]!);
    expect(order.deliverySlot).toBe('17:00-21:00');
    expect(order.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test(`${locale}: a pin on the pick-up point map chooses the point in the list`, async ({
    page,
  }) => {
    test.slow();
    await addProduct(page, locale, locale === 'cs' ? 22 : 23);
    await page.goto(w.methodsPath);
    await chooseShipper(page, locale, w.pickUpPoints);
    const select = page.getByLabel(w.pickUpPoint, { exact: true });
    // The first listed point's name, searched for: the map then holds it alone, in its middle.
    const label = (await select.locator('option').nth(1).textContent())!;
    const name = label.split(',')[0]!.trim();
    await page.getByRole('searchbox', { name: w.search }).fill(name);
    await page
      .getByRole('group', { name: locale === 'cs' ? 'Doprava' : 'Shipping' })
      .getByRole('button', { name: w.searchButton, exact: true })
      .click();
    await expect(page).toHaveURL(/s=/);
    await expect(select.locator('option')).toHaveCount(2);
    await expect(select).toHaveValue('');
    const map = page.getByRole('region', { name: w.map });
    await map.scrollIntoViewIfNeeded();
    const canvas = map.getByTestId('branch-map-canvas');
    await expect(canvas.locator('canvas')).toBeVisible({ timeout: 15_000 });
    // Leaflet fits the view once laid out; click the middle, where the only pin is.
    await page.waitForTimeout(500);
    await canvas.click({ position: await middle(canvas) });
    const value = await select.locator('option').nth(1).getAttribute('value');
    await expect(select).toHaveValue(value!);
    await expect(map.locator('.leaflet-popup-content')).toContainText(name);
    await expectNoSeriousAxeViolations(page);
    await radio(page, w.card).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`), {
      timeout: 30_000,
    });
    await expect(page.getByRole('complementary', { name: w.summary })).toContainText(name);
  });

  test(`${locale}: the consent flags are unticked, survive a reload and go with the order`, async ({
    page,
  }) => {
    test.slow();
    await addProduct(page, locale, locale === 'cs' ? 24 : 25);
    await page.goto(w.methodsPath);
    await chooseShipper(page, locale, w.courier);
    await radio(page, w.bankTransfer).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`), {
      timeout: 30_000,
    });
    for (const label of [w.review, w.conversion, w.magazine, w.sms])
      await expect(page.getByRole('checkbox', { name: label })).not.toBeChecked();
    // The themed box covers the native input; a shopper clicks its label.
    await page.getByText(w.conversion, { exact: true }).click();
    await page.getByText(w.sms, { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: w.sms })).toBeChecked();
    await field(page, w.email).fill(`consent-${locale}@example.cz`);
    await page.reload();
    await expect(field(page, w.email)).toHaveValue(`consent-${locale}@example.cz`);
    await expect(page.getByRole('checkbox', { name: w.conversion })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: w.sms })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: w.review })).not.toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await field(page, w.name).fill('Jana Nováková');
    await field(page, w.phone).fill('+420 777 123 456');
    await fillAddressAndPlace(page, w);
    await expect(page).toHaveURL(w.finish, { timeout: 20_000 });
    const order = await orderByToken<PlacedOrder>(w.finish.exec(page.url())![1]!);
    expect(order.attributes.priceComparisonConsent).toBe(true);
  });
}

test('cs without JavaScript: the windows come with the shipper and the choice goes through', async ({
  browser,
}) => {
  test.slow();
  const w = words.cs;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await addProduct(page, 'cs', 26, false);
  await page.goto(w.methodsPath);
  await radio(page, w.express).check();
  await page.getByRole('button', { name: w.update }).click();
  const slots = page.getByRole('group', { name: w.slots });
  await expect(slots.getByRole('radio')).toHaveCount(15);
  await radio(page, w.card).check();
  await page.getByRole('button', { name: w.next }).click();
  await expect(slots.getByText(w.noSlot)).toBeVisible();
  await slots.getByRole('radio').nth(3).check();
  await page.getByRole('button', { name: w.next }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`));
  await expect(page.getByTestId('summary-slot')).toContainText('8:00–12:00');
  await context.close();
});

/** The middle of an element, as a click position inside it. */
async function middle(locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  return { x: box.width / 2, y: box.height / 2 };
}
