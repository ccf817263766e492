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

const pages = [
  {
    locale: 'cs',
    path: '/stranka/doprava-a-platba',
    heading: 'Doprava a platba',
    other: '/en/page/delivery-and-payment',
    switchName: 'English',
  },
  {
    locale: 'en',
    path: '/en/page/delivery-and-payment',
    heading: 'Delivery and payment',
    other: '/stranka/doprava-a-platba',
    switchName: 'Čeština',
  },
] as const;

for (const page of pages) {
  test(`a CMS page with every block in ${page.locale}: title, meta, canonical, language link`, async ({
    page: browser,
  }) => {
    const response = await browser.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.heading);
    await expect(browser).toHaveTitle(new RegExp(`^${page.heading}`));
    await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/.+/);
    await expect(browser.locator(`link[rel="alternate"][hreflang]`).first()).toBeAttached();
    // The blocks render: at least a quote, a product box and the newsletter form of the showcase.
    await expect(browser.locator('main blockquote').first()).toBeVisible();
    await expect(
      browser.locator(`a[href*="${page.locale === 'en' ? '/en/product/' : '/produkt/'}"]`).first(),
    ).toBeVisible();
    const other = browser.locator(
      `link[rel="alternate"][hreflang="${page.locale === 'cs' ? 'en' : 'cs'}"]`,
    );
    await expect(other).toHaveAttribute('href', new RegExp(`${page.other}$`));
    const results = await new AxeBuilder({ page: browser }).analyze();
    expect(seriousViolations(results)).toEqual([]);
  });
}

test('every content page has its own title', async ({ request }) => {
  const titles = new Set<string>();
  for (const path of [
    '/stranka/obchodni-podminky',
    '/stranka/ochrana-osobnich-udaju',
    '/stranka/odstoupeni-od-smlouvy',
    '/en/page/terms-and-conditions',
    '/en/page/privacy-policy',
  ]) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).not.toBe('');
    titles.add(title);
  }
  expect(titles.size).toBe(5);
});

test('an unknown page slug is a real 404 in both languages', async ({ request }) => {
  expect((await request.get('/stranka/tahle-neexistuje')).status()).toBe(404);
  expect((await request.get('/en/page/no-such-page')).status()).toBe(404);
});

test('a page reached by the other language slug moves to its own', async ({ request }) => {
  const response = await request.get('/en/page/obchodni-podminky', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/en\/page\/terms-and-conditions$/);
});

test('a content page shows its contact box', async ({ page }) => {
  await page.goto('/stranka/o-spolecnosti');
  await expect(page.getByRole('complementary').filter({ hasText: '@' }).first()).toBeVisible();
});
