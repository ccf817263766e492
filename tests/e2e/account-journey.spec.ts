import { expect as baseExpect, test } from '@playwright/test';
import { logIn, mailedLink, uniqueEmail } from './accounts.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const words = {
  cs: {
    home: '/',
    register: '/registrovat',
    login: '/prihlasit',
    dashboard: '/uzivatel/prehled',
    settings: '/uzivatel/osobni-udaje',
    addresses: '/uzivatel/seznam-adres',
    forgotten: '/zapomenute-heslo',
    email: 'E-mail',
    password: 'Heslo',
    passwordAgain: 'Heslo znovu',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    phone: 'Telefon',
    createAccount: 'Vytvořit účet',
    checkMail: 'Skoro hotovo',
    confirm: 'Potvrdit',
    active: 'Váš účet je aktivní',
    logIn: 'Přihlásit se',
    myAccount: 'Můj účet',
    save: 'Uložit',
    saved: 'Údaje jsme uložili.',
    street: 'Ulice',
    houseNumber: 'Číslo popisné',
    city: 'Město',
    postcode: 'PSČ',
    saveAddress: 'Uložit adresu',
    logOut: 'Odhlásit se',
    deliveryAddress: 'Doručovací adresa',
    phoneInvalid: 'Telefonní číslo není platné',
  },
  en: {
    home: '/en',
    register: '/en/register',
    login: '/en/login',
    dashboard: '/en/user/overview',
    settings: '/en/user/settings',
    addresses: '/en/user/address-list',
    forgotten: '/en/forgotten-password',
    email: 'E-mail',
    password: 'Password',
    passwordAgain: 'Password again',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    createAccount: 'Create an account',
    checkMail: 'Almost done',
    confirm: 'Confirm',
    active: 'Your account is active',
    logIn: 'Log in',
    myAccount: 'My account',
    save: 'Save',
    saved: 'Your details have been saved.',
    street: 'Street',
    houseNumber: 'House number',
    city: 'City',
    postcode: 'Postcode',
    saveAddress: 'Save the address',
    logOut: 'Log out',
    deliveryAddress: 'Delivery address',
    phoneInvalid: 'The phone number is not valid',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: register, activate from the e-mail, log in, edit data, add an address, log out`, async ({
    page,
  }) => {
    // Accounts go through the outbox; this machine may be busy.
    test.setTimeout(240_000);
    const email = uniqueEmail(`journey-${locale}`);
    const password = 'Heslo-1234';

    await page.goto(w.register);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: w.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: w.password, exact: true }).fill(password);
    await page.getByRole('textbox', { name: w.passwordAgain, exact: true }).fill(password);
    await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Jana');
    await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Nováková');
    await page.getByRole('button', { name: w.createAccount }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(w.checkMail);
    await expect(page.getByRole('main').getByRole('status')).toContainText(email);

    const link = await mailedLink(email, 'account_activation');
    expect(link.pathname).toBe(locale === 'cs' ? '/aktivovat' : '/en/activate');
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(w.active);
    // The activation page, too, has no serious accessibility violations.
    await expectNoSeriousAxeViolations(page);

    await page.goto(w.login);
    await logIn(page, w, email, password);
    await expect(page).toHaveURL(new RegExp(`${w.home}$`));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Jana/ })).toBeVisible();

    await page.goto(w.settings);
    await expectNoSeriousAxeViolations(page);
    // The browser's check speaks the shopper's language, before anything is posted.
    await page.getByRole('textbox', { name: w.phone, exact: true }).fill('123');
    await page.getByRole('textbox', { name: w.phone, exact: true }).blur();
    await expect(page.getByText(w.phoneInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: w.phone, exact: true }).fill('+420 777 123 456');
    await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Janička');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(w.saved);
    await page.reload();
    await expect(page.getByRole('textbox', { name: w.firstName, exact: true })).toHaveValue(
      'Janička',
    );
    await expect(page.getByRole('textbox', { name: w.phone, exact: true })).toHaveValue(
      '+420 777 123 456',
    );

    await page.goto(w.addresses);
    await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Janička');
    await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Nováková');
    await page.getByRole('textbox', { name: w.street, exact: true }).fill('Dlouhá');
    await page.getByRole('textbox', { name: w.houseNumber, exact: true }).fill('12');
    await page.getByRole('textbox', { name: w.city, exact: true }).fill('Praha');
    await page.getByRole('textbox', { name: w.postcode, exact: true }).fill('110 00');
    await page.getByRole('button', { name: w.saveAddress }).click();
    const card = page.getByRole('article', { name: /Janička Nováková, Dlouhá/ });
    await expect(card).toContainText(w.deliveryAddress);
    await expect(card).toContainText('110 00 Praha');
    await expectNoSeriousAxeViolations(page);

    await page
      .getByRole('navigation', { name: w.myAccount })
      .getByRole('button', { name: w.logOut })
      .click();
    await expect(page).toHaveURL(new RegExp(`${w.home}$`));
    await expect(header.getByRole('link', { name: w.logIn })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'vitrina-auth-token')).toBe(false);
  });
}
