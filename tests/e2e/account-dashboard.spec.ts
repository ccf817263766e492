import { expect as baseExpect, test } from '@playwright/test';
import { activeAccount, logIn } from './accounts.ts';
import { digits, placeOrderAs } from './orders.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const words = {
  cs: {
    login: '/prihlasit',
    dashboard: '/uzivatel/prehled',
    orders: '/uzivatel/objednavky',
    email: 'E-mail',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    recent: 'Poslední objednávky',
    empty: 'Zatím nemáte žádné objednávky',
    goShopping: 'Jít nakupovat',
    credits: 'Věrnostní kredity',
    noCredits: '0,00\u00a0Kč',
    order: 'Objednávka',
    state: 'Nová',
  },
  en: {
    login: '/en/login',
    dashboard: '/en/user/overview',
    orders: '/en/user/orders',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    recent: 'Recent orders',
    empty: 'You have no orders yet',
    goShopping: 'Go shopping',
    credits: 'Loyalty credits',
    noCredits: '0.00\u00a0Kč',
    order: 'Order',
    state: 'New',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: the dashboard shows the newest orders, or a way to shop, and the credits`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { email, password } = await activeAccount(`dashboard-${locale}`);
    await page.goto(`${w.login}?redirect=${encodeURIComponent(w.dashboard)}`);
    await logIn(page, w, email, password);
    await expect(page).toHaveURL(new RegExp(`${w.dashboard}$`));

    const recent = page.getByRole('region', { name: w.recent });
    await expect(recent.getByRole('heading', { name: w.empty })).toBeVisible();
    await expect(recent.getByRole('link', { name: w.goShopping })).toHaveAttribute(
      'href',
      locale === 'cs' ? '/' : '/en',
    );
    // The seed shop runs loyalty credits; a new shopper has none yet.
    await expect(page.getByRole('article', { name: w.credits })).toContainText(w.noCredits);
    await expectNoSeriousAxeViolations(page);

    const order = await placeOrderAs(email, password);
    const answer = await page.reload();
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    const row = recent.getByRole('listitem').filter({ hasText: `${w.order} ${order.code}` });
    await expect(row).toContainText(w.state);
    expect(digits(await row.getByRole('definition').nth(2).textContent())).toBe(
      String(order.prices.totalWithTax),
    );
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expectNoSeriousAxeViolations(page);

    await row.getByRole('link', { name: `${w.order} ${order.code}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.orders}/${order.id}$`));
  });
}
