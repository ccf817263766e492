import { expect, test } from '@playwright/test';
import { withConsentAnswered } from './furniture.ts';
import { rawRequest } from './shop.ts';

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

const banners = [
  {
    locale: 'cs',
    path: '/',
    name: 'Oznámení',
    text: 'Doprava zdarma od 1 500 Kč',
    close: 'Zavřít oznámení',
  },
  {
    locale: 'en',
    path: '/en',
    name: 'Announcement',
    text: 'Free delivery from 1,500 CZK',
    close: 'Close the announcement',
  },
] as const;

for (const banner of banners) {
  test(`the top banner in ${banner.locale}, once closed, stays closed after a reload`, async ({
    page,
  }) => {
    await page.goto(banner.path);
    const strip = page.getByRole('complementary', { name: banner.name });
    await expect(strip).toContainText(banner.text);
    await strip.getByRole('button', { name: banner.close }).click();
    await expect(strip).toHaveCount(0);

    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'vitrina-top-banner-closed')?.value).toBe(
      encodeURIComponent('2025-03-01T00:00:00.000Z'),
    );
    await page.reload();
    await expect(page.getByRole('complementary', { name: banner.name })).toHaveCount(0);
  });
}

test('the server leaves a closed banner out of the HTML, and shows a newer one', async () => {
  const open = await rawRequest('GET', '/en');
  expect(open.body).toContain('Free delivery from 1,500 CZK');
  const closed = await rawRequest('GET', '/en', {
    cookie: 'vitrina-top-banner-closed=2025-03-01T00%3A00%3A00.000Z',
  });
  expect(closed.body).not.toContain('Free delivery from 1,500 CZK');
  const olderVersion = await rawRequest('GET', '/en', {
    cookie: 'vitrina-top-banner-closed=2024-01-01T00%3A00%3A00.000Z',
  });
  expect(olderVersion.body).toContain('Free delivery from 1,500 CZK');
});

test('without JavaScript the close button posts and the banner is gone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await withConsentAnswered(context);
  const page = await context.newPage();
  await page.goto('/en/branches');
  await page.getByRole('button', { name: 'Close the announcement' }).click();
  await expect(page).toHaveURL(/\/en\/branches$/);
  await expect(page.getByText('Free delivery from 1,500 CZK')).toHaveCount(0);
  await context.close();
});

test('the footer shows the configured text, social links and copyright', async ({ page }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('A Czech online shop since 2010.');
  await expect(footer).toContainText('© 2025 Vitrina s.r.o.');
  const social = footer.getByRole('list', { name: 'Follow us' });
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/vitrina',
  );
});

test('going offline says so, and coming back removes the notice', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.getByTestId('online-status')).toBeAttached();
  await context.setOffline(true);
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
});
