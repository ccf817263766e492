import { expect as baseExpect, test } from '@playwright/test';
import { logIn, mailedLink, uniqueEmail } from './accounts.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// Accounts go through the outbox and the register lookup; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const words = {
  cs: {
    register: '/registrovat',
    login: '/prihlasit',
    dashboard: '/uzivatel/prehled',
    settings: '/uzivatel/osobni-udaje',
    email: 'E-mail',
    password: 'Heslo',
    passwordAgain: 'Heslo znovu',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    business: 'Nakupuji na firmu',
    ico: 'IČO',
    lookUp: 'Vyhledat',
    companyName: 'Název firmy',
    vatin: 'DIČ',
    createAccount: 'Vytvořit účet',
    checkMail: 'Skoro hotovo',
    confirm: 'Potvrdit',
    logIn: 'Přihlásit se',
    pending: 'Údaje o firmě čekají na schválení.',
  },
  en: {
    register: '/en/register',
    login: '/en/login',
    dashboard: '/en/user/overview',
    settings: '/en/user/settings',
    email: 'E-mail',
    password: 'Password',
    passwordAgain: 'Password again',
    firstName: 'First name',
    lastName: 'Last name',
    business: 'I am buying for a company',
    ico: 'Company ID (IČO)',
    lookUp: 'Look up',
    companyName: 'Company name',
    vatin: 'VAT ID (DIČ)',
    createAccount: 'Create an account',
    checkMail: 'Almost done',
    confirm: 'Confirm',
    logIn: 'Log in',
    pending: 'Your company details are waiting for approval.',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a company registers with the IČO lookup and waits for approval`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail(`company-${locale}`);
    const password = 'Heslo-1234';
    await page.goto(w.register);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field(w.email).fill(email);
    await field(w.password).fill(password);
    await field(w.passwordAgain).fill(password);
    await field(w.firstName).fill('Petr');
    await field(w.lastName).fill('Firemní');
    await page.getByRole('checkbox', { name: w.business }).check();
    await field(w.ico).fill('27074358');
    await page.getByRole('button', { name: w.lookUp }).click();
    // The local register's demo company (storefront/testing/fakeAres.ts).
    await expect(field(w.companyName)).toHaveValue('Vitrina Test s.r.o.');
    await expect(field(w.vatin)).toHaveValue('CZ27074358');
    // The lookup keeps what was typed.
    await expect(field(w.email)).toHaveValue(email);
    await expectNoSeriousAxeViolations(page);
    await field(w.password).fill(password);
    await field(w.passwordAgain).fill(password);
    await page.getByRole('button', { name: w.createAccount }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(w.checkMail);

    const link = await mailedLink(email, 'account_activation');
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: w.confirm }).click();
    await page.goto(`${w.login}?redirect=${encodeURIComponent(w.dashboard)}`);
    await logIn(page, w, email, password);
    await expect(page).toHaveURL(new RegExp(`${w.dashboard}$`));
    await expect(page.getByRole('main')).toContainText('Vitrina Test s.r.o.');
    await expect(page.getByRole('main')).toContainText(w.pending);

    await page.goto(w.settings);
    await expect(page.getByRole('checkbox', { name: w.business })).toBeChecked();
    await expect(field(w.ico)).toHaveValue('27074358');
    await expect(field(w.companyName)).toHaveValue('Vitrina Test s.r.o.');
  });
}
