import { expect, test } from '@playwright/test';
import { activeAccount, logIn, mailedLink, uniqueEmail } from './accounts.ts';
import {
  expectNoSeriousAxeViolations,
  fetchProducts,
  productPath,
  type Locale,
  type SeedProduct,
} from './products.ts';

const words = {
  cs: {
    form: 'Hlídací pes',
    stock: 'až bude znovu skladem',
    email: 'Váš e-mail',
    watch: 'Hlídat',
    invalid: 'Zadejte platnou e-mailovou adresu.',
    success: 'Hotovo. Poslali jsme vám e-mail s odkazem na zrušení hlídacího psa',
    unsubscribe: 'Zrušit hlídacího psa',
    cancelled: 'Hlídací pes je zrušen. O tomto produktu vám už psát nebudeme.',
  },
  en: {
    form: 'Watchdog',
    stock: 'when it is back in stock',
    email: 'Your e-mail',
    watch: 'Watch',
    invalid: 'Enter a valid e-mail address.',
    success: 'Done. We have sent you an e-mail with a link to cancel the watchdog',
    unsubscribe: 'Cancel the watchdog',
    cancelled: 'The watchdog is cancelled. We will not write to you about this product.',
  },
} as const;

/** A product none of whose variants can be ordered now (the seed sells out about one in five). */
async function soldOutProduct(locale: Locale): Promise<SeedProduct> {
  const products = await fetchProducts(
    locale,
    Array.from({ length: 100 }, (_, i) => i + 1),
  );
  const found = products.find((product) =>
    product.variants.every((variant) => !variant.availability.isAvailable),
  );
  if (!found) throw new Error('The seed has no sold-out product');
  return found;
}

for (const locale of ['cs', 'en'] as const satisfies Locale[]) {
  const w = words[locale];

  test(`${locale}: a guest sets a watchdog on a sold-out product and cancels it by the mailed link`, async ({
    page,
  }) => {
    // The confirmation goes through the outbox; this machine may be busy.
    test.setTimeout(120_000);
    const product = await soldOutProduct(locale);
    await page.goto(productPath(product, locale));
    const form = page.getByRole('form', { name: w.form });
    await expect(form.getByRole('checkbox', { name: w.stock })).toBeChecked();
    await expectNoSeriousAxeViolations(page);

    // No e-mail: the form says so before anything is sent.
    await form.getByRole('button', { name: w.watch }).click();
    await expect(form.getByText(w.invalid)).toBeVisible();
    await expect(form.getByRole('textbox', { name: w.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoSeriousAxeViolations(page, '#watchdog');

    const email = uniqueEmail(`watch-${locale}`);
    await form.getByRole('textbox', { name: w.email }).fill(email);
    await form.getByRole('button', { name: w.watch }).click();
    // The back end queues the mail in the same call; a busy machine may take a while.
    await expect(page.getByRole('status').filter({ hasText: w.success })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousAxeViolations(page, '#watchdog');

    const link = await mailedLink(email, 'product_watch_confirmation');
    expect(link.pathname).toBe(
      locale === 'cs' ? '/hlidaci-pes/odhlasit' : '/en/watchdog/unsubscribe',
    );
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: w.unsubscribe })).toBeVisible();
    await page.getByRole('button', { name: w.unsubscribe }).click();
    await expect(page.getByRole('status').filter({ hasText: w.cancelled })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The link again: the same answer.
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: w.unsubscribe }).click();
    await expect(page.getByRole('status').filter({ hasText: w.cancelled })).toBeVisible();
  });
}

test('cs: the watchdog works without JavaScript', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const product = await soldOutProduct('cs');
  await page.goto(productPath(product, 'cs'));
  const form = page.getByRole('form', { name: words.cs.form });
  await form.getByRole('textbox', { name: words.cs.email }).fill(uniqueEmail('watch-nojs'));
  await form.getByRole('button', { name: words.cs.watch }).click();
  await expect(page).toHaveURL(/[?&]watch=success#watchdog$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: words.cs.success })).toBeVisible();
  await context.close();
});

test('en: the watchdog form is prefilled with a signed-in shopper’s e-mail', async ({ page }) => {
  // Accounts go through the outbox; this machine may be busy.
  test.setTimeout(180_000);
  const { email, password } = await activeAccount('watch-member');
  await page.goto('/en/login');
  await logIn(page, { logIn: 'Log in', email: 'E-mail', password: 'Password' }, email, password);
  await expect(page).not.toHaveURL(/\/en\/login/, { timeout: 20_000 });
  const product = await soldOutProduct('en');
  await page.goto(productPath(product, 'en'));
  const form = page.getByRole('form', { name: words.en.form });
  await expect(form.getByRole('textbox', { name: words.en.email })).toHaveValue(email);
});
