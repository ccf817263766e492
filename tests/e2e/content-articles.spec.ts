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

const lists = [
  { locale: 'cs', list: '/clanky', detail: /\/clanek\/[\w-]+$/, all: 'Všechny články' },
  { locale: 'en', list: '/en/articles', detail: /\/en\/article\/[\w-]+$/, all: 'All articles' },
] as const;

for (const list of lists) {
  test(`an article from the list in ${list.locale}: newest first, detail with products`, async ({
    page,
  }) => {
    await page.goto(list.list);
    const dates = await page
      .locator('main article time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Future-dated articles never show.
    for (const date of dates) expect(Date.parse(date)).toBeLessThanOrEqual(Date.now());
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);

    const first = page.locator('main article h2 a').first();
    const title = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(list.detail, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title ?? '');
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join()).toContain('"@type":"Article"');
    expect(jsonLd.join()).toContain('"@type":"BreadcrumbList"');
    await expect(
      page.locator('main a[href*="/produkt/"], main a[href*="/en/product/"]').first(),
    ).toBeVisible();
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
  });

  test(`article paging in ${list.locale} uses real URLs`, async ({ page, request }) => {
    await page.goto(list.list);
    await page
      .getByRole('navigation', { name: /Stránky|Pages/ })
      .getByRole('link', { name: '2' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${list.list}\\?page=2$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\?page=2$/);
    expect((await request.get(`${list.list}?page=999`)).status()).toBe(404);
  });
}

test('category, tag and author pages list their articles; unknown slugs are 404', async ({
  page,
  request,
}) => {
  await page.goto('/clanky');
  await page
    .getByRole('navigation', { name: 'Kategorie článků' })
    .getByRole('link', { name: 'Rádce' })
    .click();
  await expect(page).toHaveURL(/\/clanky\/radce$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rádce');
  await page.locator('main article h2 a').first().click();
  const tag = page.getByRole('list', { name: 'Štítky' }).getByRole('link').first();
  if (await tag.count()) {
    await tag.click();
    await expect(page).toHaveURL(/\/clanky\/stitek\/[\w-]+$/);
  }
  expect((await request.get('/clanky/autor/tereza-mala')).status()).toBe(200);
  expect((await request.get('/en/articles/author/tereza-mala')).status()).toBe(200);
  expect((await request.get('/clanky/neni-takova')).status()).toBe(404);
  expect((await request.get('/clanky/stitek/neni-takovy')).status()).toBe(404);
  expect((await request.get('/clanek/neni-takovy')).status()).toBe(404);
});
