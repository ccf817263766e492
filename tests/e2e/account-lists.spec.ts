import { expect as baseExpect, type Page, test } from '@playwright/test';
import { activeAccount, logIn } from './accounts.ts';
import { stockedProduct } from './cart.ts';
import { addProductOnce } from './checkout.ts';
import { withConsentAnswered } from './furniture.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const words = {
  cs: {
    login: '/prihlasit',
    cart: '/kosik',
    lists: '/uzivatel/nakupni-seznamy',
    addresses: '/uzivatel/seznam-adres',
    password: '/uzivatel/zmena-hesla',
    email: 'E-mail',
    passwordLabel: 'Heslo',
    logIn: 'Přihlásit se',
    addToCart: 'Přidat do košíku',
    listName: 'Název nákupního seznamu',
    saveList: 'Uložit jako nákupní seznam',
    nameField: 'Název seznamu',
    rename: 'Přejmenovat',
    renamed: 'Seznam byl přejmenován.',
    toCart: 'Vložit celý seznam do košíku',
    remove: (name: string) => `Odebrat ${name} ze seznamu`,
    empty: 'Seznam je prázdný.',
    deleteList: 'Smazat seznam',
    noLists: 'Zatím nemáte žádné nákupní seznamy.',
    newAddress: 'Nová adresa',
    editAddress: 'Úprava adresy',
    addAddress: 'Přidat adresu',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    street: 'Ulice',
    houseNumber: 'Číslo popisné',
    city: 'Město',
    postcode: 'PSČ',
    saveAddress: 'Uložit adresu',
    edit: 'Upravit',
    makeDefault: 'Nastavit jako výchozí',
    defaultBadge: 'Výchozí',
    delete: 'Smazat',
    noAddresses: 'Zatím nemáte uložené žádné adresy.',
    current: 'Současné heslo',
    newPassword: 'Nové heslo',
    newAgain: 'Nové heslo znovu',
    change: 'Změnit heslo',
    changed: 'Heslo bylo změněno.',
  },
  en: {
    login: '/en/login',
    cart: '/en/cart',
    lists: '/en/user/shopping-lists',
    addresses: '/en/user/address-list',
    password: '/en/user/change-password',
    email: 'E-mail',
    passwordLabel: 'Password',
    logIn: 'Log in',
    addToCart: 'Add to cart',
    listName: 'Name of the shopping list',
    saveList: 'Save as a shopping list',
    nameField: 'List name',
    rename: 'Rename',
    renamed: 'The list has been renamed.',
    toCart: 'Add the whole list to the cart',
    remove: (name: string) => `Remove ${name} from the list`,
    empty: 'The list is empty.',
    deleteList: 'Delete the list',
    noLists: 'You have no shopping lists yet.',
    newAddress: 'New address',
    editAddress: 'Edit the address',
    addAddress: 'Add an address',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street',
    houseNumber: 'House number',
    city: 'City',
    postcode: 'Postcode',
    saveAddress: 'Save the address',
    edit: 'Edit',
    makeDefault: 'Make default',
    defaultBadge: 'Default',
    delete: 'Delete',
    noAddresses: 'You have no saved addresses yet.',
    current: 'Current password',
    newPassword: 'New password',
    newAgain: 'New password again',
    change: 'Change the password',
    changed: 'Your password has been changed.',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

async function signIn(page: Page, w: Words, label: string) {
  const account = await activeAccount(label);
  await page.goto(w.login);
  await logIn(page, { ...w, password: w.passwordLabel }, account.email, account.password);
  await expect(page).not.toHaveURL(new RegExp(`${w.login}$`));
  return account;
}

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a shopping list from the cart, renamed, back into the cart, emptied and deleted`, async ({
    page,
  }) => {
    await signIn(page, w, `lists-${locale}`);
    const product = await stockedProduct(locale, 3);
    await addProductOnce(page, product, locale, w.addToCart);
    const count = page.locator('header').getByTestId('cart-count');
    await page.goto(w.cart);
    await page.getByRole('textbox', { name: w.listName }).fill('Víkend');
    await page.getByRole('button', { name: w.saveList }).click();
    await expect(page).toHaveURL(new RegExp(`${w.lists}/\\d+$`));
    const listUrl = page.url();

    await page.getByRole('textbox', { name: w.nameField }).fill('Na chatu');
    await page.getByRole('button', { name: w.rename }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(w.renamed);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Na chatu');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: w.toCart }).click();
    await expect(page).toHaveURL(new RegExp(`${w.cart}$`));
    await expect(count).toHaveText('2');

    await page.goto(listUrl);
    await page.getByRole('button', { name: w.remove(product.name) }).click();
    await expect(page.getByText(w.empty)).toBeVisible();

    await page.goto(w.lists);
    await expect(page.getByRole('article', { name: 'Na chatu' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('article', { name: 'Na chatu' })
      .getByRole('button', { name: w.delete })
      .click();
    await expect(page.getByText(w.noLists)).toBeVisible();
  });

  test(`${locale}: addresses are added, edited, made default and deleted; the password is changed`, async ({
    page,
  }) => {
    const account = await signIn(page, w, `addresses-${locale}`);
    await page.goto(w.addresses);
    const fill = async (form: string, street: string, city: string) => {
      const scope = page.getByRole('form', { name: form });
      await scope.getByRole('textbox', { name: w.firstName, exact: true }).fill('Jana');
      await scope.getByRole('textbox', { name: w.lastName, exact: true }).fill('Nováková');
      await scope.getByRole('textbox', { name: w.street, exact: true }).fill(street);
      await scope.getByRole('textbox', { name: w.houseNumber, exact: true }).fill('12');
      await scope.getByRole('textbox', { name: w.city, exact: true }).fill(city);
      await scope.getByRole('textbox', { name: w.postcode, exact: true }).fill('110 00');
      await scope.getByRole('button', { name: w.saveAddress }).click();
    };
    await fill(w.newAddress, 'Dlouhá', 'Praha');
    const first = page.getByRole('article', { name: 'Jana Nováková, Dlouhá' });
    await expect(first).toContainText('110 00 Praha');

    await page.getByRole('link', { name: w.addAddress }).click();
    await fill(w.newAddress, 'Krátká', 'Brno');
    const second = page.getByRole('article', { name: 'Jana Nováková, Krátká' });
    await expect(second).toContainText('110 00 Brno');

    await second.getByRole('link', { name: w.edit }).click();
    await fill(w.editAddress, 'Krátká', 'Kolín');
    await expect(second).toContainText('110 00 Kolín');

    await second.getByRole('button', { name: w.makeDefault }).click();
    await expect(second).toContainText(w.defaultBadge);
    await expect(first).not.toContainText(w.defaultBadge);
    await expectNoSeriousAxeViolations(page);

    await first.getByRole('button', { name: w.delete }).click();
    await expect(first).toHaveCount(0);
    await second.getByRole('button', { name: w.delete }).click();
    await expect(page.getByText(w.noAddresses)).toBeVisible();

    await page.goto(w.password);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: w.current, exact: true }).fill(account.password);
    await page.getByRole('textbox', { name: w.newPassword, exact: true }).fill('Nove-Heslo-5678');
    await page.getByRole('textbox', { name: w.newAgain, exact: true }).fill('Nove-Heslo-5678');
    await page.getByRole('button', { name: w.change }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(w.changed);
  });
}
