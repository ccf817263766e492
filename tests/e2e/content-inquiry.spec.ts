import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mailedText, uniqueEmail } from './accounts.ts';
import { seriousViolations, withConsentAnswered } from './furniture.ts';

// The simple order / inquiry form (spec §2 `/poptavka`, decision 220).
test.beforeEach(async ({ context }) => {
  test.slow();
  await withConsentAnswered(context);
});

const texts = {
  cs: {
    path: '/poptavka',
    title: 'Poptávka',
    items: 'Produkty a počty kusů, nebo váš dotaz',
    name: 'Jméno',
    company: 'Název firmy',
    tin: 'IČO',
    consent: 'Souhlasím, aby obchod uchoval mé údaje',
    send: 'Odeslat poptávku',
    sent: 'Děkujeme, poptávku jsme přijali.',
    errors: [
      'Napište, co chcete objednat nebo na co se ptáte',
      'Zadejte své jméno.',
      'Zadejte platnou e-mailovou adresu.',
      'Souhlaste se zpracováním údajů',
    ],
    badTin: 'Zadejte IČO: 8 číslic s platnou kontrolní číslicí.',
  },
  en: {
    path: '/en/order',
    title: 'Order or inquiry',
    items: 'Products and amounts, or your question',
    name: 'Name',
    company: 'Company name',
    tin: 'Company ID (IČO)',
    consent: 'I agree that the shop keeps my details',
    send: 'Send inquiry',
    sent: 'Thank you, we have received your inquiry.',
    errors: [
      'Write what you would like to order or ask',
      'Enter your name.',
      'Enter a valid e-mail address.',
      'Agree to our handling of your details',
    ],
    badTin: 'Enter the company ID (IČO): 8 digits with a valid check digit.',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

async function fillInquiry(page: Page, text: Texts, email: string, items: string) {
  await page.getByLabel(text.items).fill(items);
  await page.getByRole('textbox', { name: text.name, exact: true }).fill('Petr Svoboda');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel(text.company).fill('Stavby Svoboda s.r.o.');
  await page.getByLabel(text.tin).fill('27074358');
  await page.getByRole('checkbox', { name: text.consent }).check();
}

for (const locale of ['cs', 'en'] as const) {
  const text = texts[locale];

  test.describe(`without JavaScript in ${locale}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the inquiry form names what is missing, then sends it to the shop', async ({ page }) => {
      await page.goto(text.path);
      await expect(page).toHaveTitle(new RegExp(text.title));
      await page.getByRole('button', { name: text.send }).click();
      for (const error of text.errors) await expect(page.getByText(error)).toBeVisible();

      const email = uniqueEmail(`inquiry-nojs-${locale}`);
      const items = `STAN-4 × 2\nKARIMATKA-XL × 10 (${locale})`;
      await fillInquiry(page, text, email, items);
      await page.getByLabel(text.tin).fill('27074359');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.badTin)).toBeVisible();
      // What was typed comes back with the error, the box still ticked.
      await expect(page.getByLabel(text.items)).toHaveValue(items);
      await expect(page.getByRole('checkbox', { name: text.consent })).toBeChecked();

      await page.getByLabel(text.tin).fill('27074358');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.sent })).toBeVisible();
      const mail = await mailedText(email, 'inquiry_form');
      expect(mail).toContain(`KARIMATKA-XL × 10 (${locale})`);
      expect(mail).toContain('Company: Stavby Svoboda s.r.o., IČO 27074358');
    });
  });

  test(`with JavaScript in ${locale} the fields are checked in the browser, then sent; axe passes`, async ({
    page,
  }) => {
    await page.goto(text.path);
    await page.getByLabel(text.tin).fill('1234');
    await page.getByLabel(text.tin).blur();
    await expect(page.getByText(text.badTin)).toBeVisible();
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);

    const email = uniqueEmail(`inquiry-js-${locale}`);
    await fillInquiry(page, text, email, `SPACAK-2 × 3 (${locale}, js)`);
    await expect(page.getByText(text.badTin)).toBeHidden();
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('status').filter({ hasText: text.sent })).toBeVisible();
    // Sent: the form is empty for the next inquiry.
    await expect(page.getByLabel(text.items)).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: text.consent })).not.toBeChecked();
    expect(await mailedText(email, 'inquiry_form')).toContain(`SPACAK-2 × 3 (${locale}, js)`);
    // The whole page was checked above; after sending, only the page's content changed.
    expect(seriousViolations(await new AxeBuilder({ page }).include('main').analyze())).toEqual([]);
  });
}

test('the contact page leads to the inquiry form', async ({ page }) => {
  await page.goto('/en/contact');
  await page.getByRole('link', { name: 'Want to order quickly? Send us an inquiry' }).click();
  await expect(page).toHaveURL(/\/en\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order or inquiry' })).toBeVisible();
});
