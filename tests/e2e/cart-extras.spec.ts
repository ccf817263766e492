import { expect as baseExpect, test } from '@playwright/test';
import { activeAccount, logIn } from './accounts.ts';
import { productReachingGift } from './cart.ts';
import { addProductOnce } from './checkout.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const words = {
  cs: {
    login: '/prihlasit',
    cart: '/kosik',
    email: 'E-mail',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    addToCart: 'Přidat do košíku',
    amountOf: 'Množství:',
    update: 'Změnit',
    gifts: 'Dárek k objednávce',
    choose: 'Vybrat',
    chosen: 'Vybráno jako dárek',
    listName: 'Název nákupního seznamu',
    save: 'Uložit jako nákupní seznam',
    lists: '/uzivatel/nakupni-seznamy/',
  },
  en: {
    login: '/en/login',
    cart: '/en/cart',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    addToCart: 'Add to cart',
    amountOf: 'Amount of',
    update: 'Update',
    gifts: 'A gift with your order',
    choose: 'Choose',
    chosen: 'Chosen as your gift',
    listName: 'Name of the shopping list',
    save: 'Save as a shopping list',
    lists: '/en/user/shopping-lists/',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a signed-in shopper picks an order gift and saves the cart as a list`, async ({
    page,
  }) => {
    test.slow();
    const { email, password } = await activeAccount(`extras-${locale}`);
    const { product, pieces } = await productReachingGift(locale);
    await page.goto(w.login);
    await logIn(page, w, email, password);
    await expect(page).not.toHaveURL(new RegExp(`${w.login}$`));

    await addProductOnce(page, product, locale, w.addToCart);
    await page.goto(w.cart);
    const amount = page.getByRole('spinbutton', { name: new RegExp(`^${w.amountOf}`) });
    await amount.fill(String(pieces));
    await page.getByRole('button', { name: new RegExp(`^${w.update}`) }).click();
    await expect(page.locator('header').getByTestId('cart-count')).toHaveText(String(pieces));

    const gifts = page.getByRole('region', { name: w.gifts });
    await expect(gifts).toBeVisible();
    await gifts
      .getByRole('button', { name: new RegExp(`^${w.choose} `) })
      .first()
      .click();
    await expect(gifts.getByText(w.chosen)).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);

    const name = locale === 'cs' ? 'Na chatu' : 'For the cottage';
    await page.getByRole('textbox', { name: w.listName }).fill(name);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(new RegExp(`${w.lists}\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByRole('main')).toContainText(product.name);
  });
}
