import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seriousViolations, withConsentAnswered } from './furniture.ts';

// Pages load product pictures through the image endpoint: slow on a shared machine.
test.beforeEach(() => {
  test.slow();
});

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form shows Czech field errors, then sends', async ({ page }) => {
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page.getByText('Zadejte své jméno.')).toBeVisible();
    await expect(page.getByText('Zadejte platnou e-mailovou adresu.')).toBeVisible();
    await page.getByLabel('Jméno').fill('Jana Nováková');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jana@example.com');
    await page.getByLabel('Zpráva').fill('Dobrý den, máte skladem stan pro čtyři osoby?');
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'zpráva byla odeslána' }),
    ).toBeVisible();
  });

  test('the English contact form answers in English', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByLabel('Message').fill('short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Write your message: at least 10')).toBeVisible();
  });

  test('the footer newsletter posts and comes back with its notice', async ({ page }) => {
    await page.goto('/en/glossary');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/newsletter=empty/);
    await expect(
      page.getByText('If you want to receive news, you must fill in the e-mail.'),
    ).toBeVisible();
  });
});

for (const locale of ['cs', 'en'] as const) {
  test(`newsletter in ${locale}: an empty and a valid e-mail`, async ({ page }) => {
    await page.goto(locale === 'cs' ? '/poradna' : '/en/shopping-guide');
    const footer = page.locator('footer form#newsletter');
    await footer.getByRole('button').click();
    await expect(
      page
        .getByText(
          locale === 'cs'
            ? 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.'
            : 'If you want to receive news, you must fill in the e-mail.',
        )
        // The notice and its toast say the same.
        .first(),
    ).toBeVisible();
    await footer.getByRole('textbox').fill(`news-${locale}-${Date.now()}@example.com`);
    await footer.getByRole('button').click();
    await expect(
      page.getByText(locale === 'cs' ? 'Děkujeme! Odběr' : 'Thank you! Please confirm').first(),
    ).toBeVisible({ timeout: 20_000 });
  });
}

test('the contact page with JavaScript checks fields before sending; axe passes', async ({
  page,
}) => {
  await page.goto('/en/contact');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-address');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).blur();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
});
