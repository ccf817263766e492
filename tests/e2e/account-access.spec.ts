import { expect as baseExpect, test } from '@playwright/test';
import { activeAccount, logIn, mailedLink } from './accounts.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const words = {
  cs: {
    home: '/',
    login: '/prihlasit',
    orders: '/uzivatel/objednavky',
    forgotten: '/zapomenute-heslo',
    email: 'E-mail',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    wrong: 'Nesprávný e-mail nebo heslo.',
    ordersTitle: 'Objednávky',
    sendLink: 'Poslat odkaz',
    sent: 'odkaz pro nastavení nového hesla',
    newPassword: 'Nové heslo',
    newPasswordAgain: 'Nové heslo znovu',
    savePassword: 'Uložit heslo',
    changed: 'Heslo bylo změněno. Přihlaste se novým heslem.',
  },
  en: {
    home: '/en',
    login: '/en/login',
    orders: '/en/user/orders',
    forgotten: '/en/forgotten-password',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    wrong: 'Wrong e-mail or password.',
    ordersTitle: 'Orders',
    sendLink: 'Send the link',
    sent: 'a link to set a new password',
    newPassword: 'New password',
    newPasswordAgain: 'New password again',
    savePassword: 'Save the password',
    changed: 'Your password has been changed. Log in with the new one.',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a wrong password shows the error and keeps the e-mail`, async ({ page }) => {
    // Accounts go through the outbox; this machine may be busy.
    test.setTimeout(240_000);
    const { email } = await activeAccount(`wrong-${locale}`);
    await page.goto(w.login);
    await logIn(page, w, email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(w.wrong);
    await expect(page.getByRole('textbox', { name: w.email, exact: true })).toHaveValue(email);
    await expectNoSeriousAxeViolations(page);
  });

  test(`${locale}: a guest opening the orders is sent to log in and comes back`, async ({
    page,
  }) => {
    // Accounts go through the outbox; this machine may be busy.
    test.setTimeout(240_000);
    const { email, password } = await activeAccount(`guard-${locale}`);
    const response = await page.goto(w.orders);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(
      new RegExp(`${w.login}\\?redirect=${encodeURIComponent(w.orders)}$`),
    );
    await logIn(page, w, email, password);
    await expect(page).toHaveURL(new RegExp(`${w.orders}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.ordersTitle);
  });

  test(`${locale}: a login link pointing off the site stays on the site`, async ({ page }) => {
    // Accounts go through the outbox; this machine may be busy.
    test.setTimeout(240_000);
    const { email, password } = await activeAccount(`redirect-${locale}`);
    await page.goto(`${w.login}?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(page, w, email, password);
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${w.home}$`));
  });

  test(`${locale}: forgotten password, the e-mailed link, a new password`, async ({ page }) => {
    // Accounts go through the outbox; this machine may be busy.
    test.setTimeout(240_000);
    const { email } = await activeAccount(`reset-${locale}`);
    await page.goto(w.forgotten);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: w.email, exact: true }).fill(email);
    await page.getByRole('button', { name: w.sendLink }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(w.sent);
    const link = await mailedLink(email, 'password_reset');
    await page.goto(link.pathname + link.search);
    await page.getByRole('textbox', { name: w.newPassword, exact: true }).fill('Nove-heslo-99');
    await page
      .getByRole('textbox', { name: w.newPasswordAgain, exact: true })
      .fill('Nove-heslo-99');
    await page.getByRole('button', { name: w.savePassword }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(w.changed);
    await logIn(page, w, email, 'Nove-heslo-99');
    await expect(page).toHaveURL(new RegExp(`${w.home}$`));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cs: logging in and a refused login work as plain form posts', async ({ page }) => {
    // Accounts go through the outbox; this machine may be busy.
    test.setTimeout(240_000);
    const w = words.cs;
    const { email, password } = await activeAccount('nojs');
    await page.goto(`${w.login}?redirect=${encodeURIComponent(w.orders)}`);
    await logIn(page, words.cs, email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText(w.wrong);
    await expect(page.getByRole('textbox', { name: w.email, exact: true })).toHaveValue(email);
    await logIn(page, words.cs, email, password);
    await expect(page).toHaveURL(new RegExp(`${w.orders}$`));
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'vitrina-auth-token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(token?.path).toBe('/');
    // 7 days, give or take the test's own duration.
    expect((token?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 600);
  });
});
