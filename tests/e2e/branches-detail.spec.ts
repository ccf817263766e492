import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seriousViolations, withConsentAnswered } from './furniture.ts';
import { publicOrigin } from './shop.ts';

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

const details = [
  {
    locale: 'cs',
    list: '/vydejny',
    link: 'Prodejna Praha',
    path: '/vydejny/praha-centrum',
    other: '/en/branches/prague-centre',
    otherLocale: 'en',
    hours: 'Otevírací doba',
    status: /Právě otevřeno|Zavřeno/,
    saturday: 'sobota',
    sunday: 'neděle',
    closed: 'Zavřeno',
  },
  {
    locale: 'en',
    list: '/en/branches',
    link: 'Praha store',
    path: '/en/branches/prague-centre',
    other: '/vydejny/praha-centrum',
    otherLocale: 'cs',
    hours: 'Opening hours',
    status: /Open now|Closed/,
    saturday: 'Saturday',
    sunday: 'Sunday',
    closed: 'Closed',
  },
] as const;

for (const detail of details) {
  test(`branch detail in ${detail.locale}: from the list to its opening hours`, async ({
    page,
  }) => {
    await page.goto(detail.list);
    await page.getByRole('link', { name: detail.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${detail.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: detail.link })).toBeVisible();

    const hours = page.getByRole('table', { name: detail.hours });
    await expect(hours.getByRole('row')).toHaveCount(7);
    await expect(hours.getByRole('row', { name: detail.saturday })).toContainText('09:00 – 14:00');
    await expect(hours.getByRole('row', { name: detail.sunday })).toContainText(detail.closed);
    await expect(page.getByText(detail.status).first()).toBeVisible();

    // The 360° view from an allowlisted host, sandboxed.
    const tour = page.locator('iframe[src="https://example.com/360/store-1"]');
    await expect(tour).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(tour).not.toHaveAttribute('sandbox', /allow-top-navigation/);

    // The language switch and the alternates lead to the branch's slug in the other language.
    await expect(
      page.locator(`link[rel="alternate"][hreflang="${detail.otherLocale}"]`),
    ).toHaveAttribute('href', `${publicOrigin}${detail.other}`);
    const otherLanguage = await page
      .getByRole('link', { name: /English|Čeština/ })
      .getAttribute('href');
    expect(otherLanguage).toBe(detail.other);
  });
}

test('a branch page describes itself as a LocalBusiness', async ({ page }) => {
  await page.goto('/vydejny/brno-masarykova');
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
  expect(data['@type']).toBe('LocalBusiness');
  expect(data).toMatchObject({
    name: 'Prodejna Brno',
    url: `${publicOrigin}/vydejny/brno-masarykova`,
    address: { addressLocality: 'Brno', postalCode: '602 00' },
  });
  expect((data.openingHoursSpecification as unknown[]).length).toBeGreaterThan(4);
});

test('frames come only from the allowlisted hosts of the CSP', async ({ page }) => {
  const response = await page.goto('/vydejny/praha-centrum');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain('frame-src https://www.google.com https://example.com;');
});

test('unknown branch is a 404; a Czech slug on the English site moves to its own', async ({
  request,
}) => {
  expect((await request.get('/vydejny/neexistuje')).status()).toBe(404);
  const moved = await request.get('/en/branches/praha-centrum', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/en/branches/prague-centre');
});

test('branch detail has no serious accessibility violations', async ({ page }) => {
  await page.goto('/en/branches/prague-centre');
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
});
