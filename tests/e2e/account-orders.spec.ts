import { expect as baseExpect, test } from '@playwright/test';
import { activeAccount, logIn } from './accounts.ts';
import { digits, placeOrderAs } from './orders.ts';
import { expectNoSeriousAxeViolations } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const words = {
  cs: {
    login: '/prihlasit',
    orders: '/uzivatel/objednavky',
    cart: '/kosik',
    email: 'E-mail',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    order: 'Objednávka',
    totalWithVat: 'Celkem s DPH',
    totalWithoutVat: 'Celkem bez DPH',
    state: 'Nová',
    note: 'Poznámka',
    repeat: 'Objednat znovu',
    empty: 'Zatím nemáte žádné objednávky',
    goShopping: 'Jít nakupovat',
  },
  en: {
    login: '/en/login',
    orders: '/en/user/orders',
    cart: '/en/cart',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    order: 'Order',
    totalWithVat: 'Total with VAT',
    totalWithoutVat: 'Total without VAT',
    state: 'New',
    note: 'Note',
    repeat: 'Repeat order',
    empty: 'You have no orders yet',
    goShopping: 'Go shopping',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a shopper finds a placed order in the list and its detail with the right totals`, async ({
    page,
  }) => {
    // Accounts go through the outbox and placing locks stock; this machine may be busy.
    test.setTimeout(240_000);
    const { email, password } = await activeAccount(`orders-${locale}`);
    const order = await placeOrderAs(email, password);
    const product = order.items.find((item) => item.kind === 'product');

    await page.goto(`${w.login}?redirect=${encodeURIComponent(w.orders)}`);
    await logIn(page, w, email, password);
    await expect(page).toHaveURL(new RegExp(`${w.orders}$`));
    const row = page.getByRole('listitem').filter({ hasText: `${w.order} ${order.code}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(w.state);
    await expect(row.getByRole('definition').nth(1)).toHaveText('2');
    expect(digits(await row.getByRole('definition').nth(2).textContent())).toBe(
      String(order.prices.totalWithTax),
    );
    await expectNoSeriousAxeViolations(page);

    await row.getByRole('link', { name: `${w.order} ${order.code}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.orders}/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${w.order} ${order.code}`);
    await expect(page.getByRole('link', { name: product?.name ?? '' })).toBeVisible();
    const totals = page.getByRole('term');
    const valueOf = async (label: string) =>
      digits(
        await totals
          .filter({ hasText: label })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      );
    expect(await valueOf(w.totalWithVat)).toBe(String(order.prices.totalWithTax));
    expect(await valueOf(w.totalWithoutVat)).toBe(String(order.prices.totalWithoutTax));
    await expect(page.getByRole('heading', { name: w.note })).toBeVisible();
    await expect(page.getByText('Please ring twice')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Repeat order: the lines go into the cart through the back end, then the cart page.
    await page.getByRole('button', { name: w.repeat }).click();
    await expect(page).toHaveURL(new RegExp(`${w.cart}$`));
  });

  test(`${locale}: another shopper's order is a 404 and a shopper without orders sees the empty list`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const owner = await activeAccount(`owner-${locale}`);
    const order = await placeOrderAs(owner.email, owner.password);
    const other = await activeAccount(`other-${locale}`);

    await page.goto(w.login);
    await logIn(page, w, other.email, other.password);
    await expect(page).not.toHaveURL(new RegExp(`${w.login}`));

    const foreign = await page.goto(`${w.orders}/${order.id}`);
    expect(foreign?.status()).toBe(404);
    await expect(page.getByText(order.code)).toHaveCount(0);
    const notANumber = await page.goto(`${w.orders}/abc`);
    expect(notANumber?.status()).toBe(404);

    const list = await page.goto(w.orders);
    expect(list?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    await expect(page.getByRole('link', { name: w.goShopping })).toHaveAttribute(
      'href',
      locale === 'cs' ? '/' : '/en',
    );
    await expectNoSeriousAxeViolations(page);
  });
}
