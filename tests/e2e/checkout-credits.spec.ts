import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { logIn } from './accounts.ts';
import { productReachingGift } from './cart.ts';
import {
  addProductOnce,
  escapeRegExp,
  field,
  fillAddressAndPlace,
  orderByToken,
  radio,
} from './checkout.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

// The seed's demo shoppers with 500 CZK of credits and its promo code (backend/README.md). A
// shopper's cart is one per account, so each language signs in as its own shopper and no other
// journey signs in as them.
const words = {
  cs: {
    shopper: { email: 'zakaznik@vitrina.localhost', password: 'Vitrina-demo-1' },
    login: '/prihlasit',
    email: 'E-mail',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    cart: '/kosik',
    addToCart: 'Přidat do košíku',
    amountOf: 'Množství:',
    update: 'Změnit',
    promoCode: 'Slevový kód',
    apply: 'Použít',
    gifts: 'Dárek k objednávce',
    choose: 'Vybrat',
    chosen: 'Vybráno jako dárek',
    useCredits: 'Uplatnit kredity',
    methodsPath: '/kosik/doprava-a-platba',
    courier: 'Kurýr PPL',
    bankTransfer: 'Bankovní převod',
    next: 'Pokračovat na dodací údaje',
    detailsPath: '/kosik/dodaci-udaje',
    summary: 'Souhrn objednávky',
    discount: 'Sleva',
    credits: 'Kredity',
    free: 'Zdarma',
    street: 'Ulice',
    houseNumber: 'Číslo popisné',
    city: 'Město',
    postcode: 'PSČ',
    place: 'Objednat s povinností platby',
    finish: /\/kosik\/dokonceni\?order=([A-Za-z0-9_-]{22,})$/,
  },
  en: {
    shopper: { email: 'customer@vitrina.localhost', password: 'Vitrina-demo-2' },
    login: '/en/login',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    cart: '/en/cart',
    addToCart: 'Add to cart',
    amountOf: 'Amount of',
    update: 'Update',
    promoCode: 'Promo code',
    apply: 'Apply',
    gifts: 'A gift with your order',
    choose: 'Choose',
    chosen: 'Chosen as your gift',
    useCredits: 'Use my credits',
    methodsPath: '/en/cart/shipping-and-payment',
    courier: 'PPL courier',
    bankTransfer: 'Bank transfer',
    next: 'Continue to delivery details',
    detailsPath: '/en/cart/delivery-details',
    summary: 'Order summary',
    discount: 'Discount',
    credits: 'Credits',
    free: 'Free',
    street: 'Street',
    houseNumber: 'House number',
    city: 'City',
    postcode: 'Postcode',
    place: 'Place order with obligation to pay',
    finish: /\/en\/cart\/finish\?order=([A-Za-z0-9_-]{22,})$/,
  },
} as const;

/** Minor units of a shown price ("1 299,00 Kč", "−129,00 Kč"): its digits. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
/** The amount in a summary row (`<div><dt>name</dt><dd>amount</dd></div>`) by its name. */
const rowAmount = async (summary: Locator, name: string) =>
  digits(
    await summary
      .locator('div', { has: summary.page().getByRole('term').filter({ hasText: name }) })
      .getByRole('definition')
      .last()
      .textContent(),
  );

interface PlacedOrder {
  items: { kind: string; name: string; totalWithTax: number }[];
  couponCode: string | null;
  prices: { discountWithTax: number; creditsWithTax: number; totalWithTax: number };
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];
  const demo = w.shopper;

  test(`${locale}: a signed-in shopper with a promo code, a gift and credits gets the totals shown`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Gifts go by the price after the coupon: enough pieces for the cheapest one after 10 % off.
    const { product, pieces } = await productReachingGift(locale, 10, 30);
    await page.goto(w.login);
    await logIn(page, w, demo.email, demo.password);
    await expect(page).not.toHaveURL(new RegExp(`${w.login}$`));

    await addProductOnce(page, product, locale, w.addToCart);
    await page.goto(w.cart);
    if (pieces > 1) {
      await page
        .getByRole('spinbutton', { name: new RegExp(`^${w.amountOf}`) })
        .fill(String(pieces));
      await page.getByRole('button', { name: new RegExp(`^${w.update}`) }).click();
      await expect(page.locator('header').getByTestId('cart-count')).toHaveText(String(pieces));
    }

    await page.getByRole('textbox', { name: w.promoCode }).fill('vitrina10');
    await page.getByRole('button', { name: w.apply, exact: true }).click();
    await expect(page.getByText('VITRINA10')).toBeVisible();

    const gifts = page.getByRole('region', { name: w.gifts });
    await gifts
      .getByRole('button', { name: new RegExp(`^${w.choose} `) })
      .first()
      .click();
    await expect(gifts.getByText(w.chosen)).toHaveCount(1);

    await page.getByRole('button', { name: w.useCredits }).click();
    await expect(page.getByRole('button', { name: w.useCredits })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.goto(w.methodsPath);
    await radio(page, w.courier).check();
    await expect(page).toHaveURL(/shipper=/);
    await expect(page.getByRole('button', { name: w.next })).toBeEnabled();
    await radio(page, w.bankTransfer).check();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(w.detailsPath)}$`), {
      timeout: 30_000,
    });

    // The summary: the gift free, the coupon's discount and the credits taken off the total.
    const summary = page.getByRole('complementary', { name: w.summary });
    const gift = summary.getByTestId('summary-gift');
    await expect(gift).toHaveCount(1);
    await expect(gift).toContainText(w.free);
    const giftText = await gift.textContent();
    const shown = {
      discount: await rowAmount(summary, w.discount),
      credits: await rowAmount(summary, w.credits),
      total: digits(await page.getByTestId('order-total').textContent()),
    };
    expect(shown.discount).toBeGreaterThan(0);
    expect(shown.credits).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);

    // Signed in: name, e-mail and phone come from the account; the courier needs an address.
    await expect(field(page, w.email)).toHaveValue(demo.email);
    await fillAddressAndPlace(page, w);
    await expect(page).toHaveURL(w.finish, { timeout: 20_000 });

    const order = await orderByToken<PlacedOrder>(w.finish.exec(page.url())![1]!);
    expect(order.couponCode).toBe('VITRINA10');
    expect({
      discount: order.prices.discountWithTax,
      credits: order.prices.creditsWithTax,
      total: order.prices.totalWithTax,
    }).toEqual(shown);
    const gifted = order.items.filter((item) => item.kind === 'gift');
    expect(gifted).toHaveLength(1);
    expect(gifted[0]!.totalWithTax).toBe(0);
    expect(giftText).toContain(gifted[0]!.name);
    // The thank-you page lists the gift as free too.
    await expect(
      page.getByRole('listitem').filter({ hasText: gifted[0]!.name }).getByText(w.free),
    ).toBeVisible();
  });
}
