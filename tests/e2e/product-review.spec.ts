import { expect, test, type Page } from '@playwright/test';
import { activeAccount, logIn } from './accounts.ts';
import {
  expectNoSeriousAxeViolations,
  fetchProducts,
  productPath,
  type Locale,
} from './products.ts';

const words = {
  cs: {
    logIn: 'Přihlásit se',
    email: 'E-mail',
    password: 'Heslo',
    loginLink: 'Pro napsání hodnocení se přihlaste',
    form: 'Napsat hodnocení',
    stars: (n: number) => `${n} z 5 hvězdiček`,
    text: 'Text hodnocení',
    send: 'Odeslat hodnocení',
    success: 'Děkujeme, vaše hodnocení bylo zveřejněno.',
    conflict: 'Tento produkt jste už hodnotili.',
    empty: 'Napište prosím text hodnocení.',
  },
  en: {
    logIn: 'Log in',
    email: 'E-mail',
    password: 'Password',
    loginLink: 'Log in to write a review',
    form: 'Write a review',
    stars: (n: number) => `${n} out of 5 stars`,
    text: 'Your review',
    send: 'Send review',
    success: 'Thank you, your review has been published.',
    conflict: 'You have already reviewed this product.',
    empty: 'Please write the text of your review.',
  },
} as const;

/** A guest on a product follows the review form's login link and comes back signed in. */
async function signInFromProduct(page: Page, locale: Locale, label: string) {
  const w = words[locale];
  const [product] = await fetchProducts(locale, [4]);
  if (!product) throw new Error('The seed has no product 4');
  const { email, password } = await activeAccount(label);
  await page.goto(productPath(product, locale));
  await page.getByRole('link', { name: w.loginLink }).click();
  await logIn(page, w, email, password);
  await expect(page).toHaveURL(new RegExp(`${productPath(product, locale)}$`));
  return page.getByRole('form', { name: w.form });
}

for (const locale of ['cs', 'en'] as const satisfies Locale[]) {
  const w = words[locale];

  test(`${locale}: a signed-in shopper reviews a product once; a second review is refused`, async ({
    page,
  }) => {
    // Accounts go through the outbox; this machine may be busy.
    test.setTimeout(240_000);
    const form = await signInFromProduct(page, locale, `review-${locale}`);
    await expectNoSeriousAxeViolations(page);
    // Nothing chosen and no text: the form says so before anything is sent.
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByText(w.empty)).toBeVisible();

    const text = `Review ${locale} ${Date.now()}`;
    await form.getByRole('radio', { name: w.stars(4) }).check();
    await form.getByRole('textbox', { name: w.text }).fill(text);
    await form.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('status').filter({ hasText: w.success })).toBeVisible();
    await expect(page.locator('#reviews').getByText(text)).toBeVisible();

    await form.getByRole('radio', { name: w.stars(2) }).check();
    await form.getByRole('textbox', { name: w.text }).fill('Once more');
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByRole('alert')).toHaveText(w.conflict);
    await expect(page.locator('#reviews').getByText('Once more')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cs: blank text comes back with the empty-review message (422), then a review posts', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const w = words.cs;
    const form = await signInFromProduct(page, 'cs', 'review-nojs');
    await form.getByRole('radio', { name: w.stars(5) }).check();
    await form.getByRole('textbox', { name: w.text }).fill('   ');
    await form.getByRole('button', { name: w.send }).click();
    await expect(page).toHaveURL(/[?&]review=empty#reviews$/);
    await expect(page.getByRole('form', { name: w.form }).getByRole('alert')).toHaveText(w.empty);

    await page.getByRole('radio', { name: w.stars(5) }).check();
    await page.getByRole('textbox', { name: w.text }).fill('Bez skriptu, ale funguje.');
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('status').filter({ hasText: w.success })).toBeVisible();
  });
});
