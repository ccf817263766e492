import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consentCookie, eventsOf, readDataLayer, seriousViolations } from './furniture.ts';

const dialogs = [
  {
    locale: 'cs',
    path: '/',
    title: 'Cookies na tomto webu',
    accept: 'Přijmout vše',
    reject: 'Odmítnout vše',
  },
  {
    locale: 'en',
    path: '/en',
    title: 'Cookies on this site',
    accept: 'Accept all',
    reject: 'Reject all',
  },
] as const;

/** The Consent Mode commands pushed so far: ['default', {...}], ['update', {...}]. */
async function consentCommands(page: Page) {
  const entries = await readDataLayer(page);
  return entries
    .filter((entry) => entry.command?.[0] === 'consent')
    .map((entry) => ({
      kind: entry.command?.[1],
      signals: entry.command?.[2] as Record<string, string>,
    }));
}

async function consentValue(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === consentCookie)?.value;
}

for (const dialog of dialogs) {
  test(`before a choice in ${dialog.locale} only the defaults reach the dataLayer; accepting sends the page view`, async ({
    page,
  }) => {
    await page.goto(dialog.path);
    const consent = page.getByRole('dialog', { name: dialog.title });
    await expect(consent).toBeVisible();
    await expect.poll(() => consentCommands(page)).toHaveLength(1);
    const [defaults] = await consentCommands(page);
    expect(defaults).toMatchObject({
      kind: 'default',
      signals: { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied' },
    });
    expect(eventsOf(await readDataLayer(page))).toEqual([]);

    await consent.getByRole('button', { name: dialog.accept }).click();
    await expect(consent).toBeHidden();
    expect((await consentCommands(page))[1]).toMatchObject({
      kind: 'update',
      signals: {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_personalization: 'granted',
      },
    });
    // The page view that waited for the choice, then the session; after them only the home's
    // product boxes report their impressions.
    const events = eventsOf(await readDataLayer(page));
    expect(events.slice(0, 2)).toEqual(['site.page_view', 'site.session_loaded']);
    expect(new Set(events.slice(2))).toEqual(
      new Set(events.length > 2 ? ['product.impression'] : []),
    );
    const [pageView] = (await readDataLayer(page)).filter(
      (entry) => entry.event === 'site.page_view',
    );
    expect(pageView).toMatchObject({ routeName: 'index', pageType: 'home', locale: dialog.locale });
    expect(await consentValue(page)).toBe('v1.a1.m1');

    // Remembered: the next page has no dialog and reports at once.
    await page.reload();
    await expect(page.getByRole('dialog', { name: dialog.title })).toHaveCount(0);
    await expect.poll(async () => eventsOf(await readDataLayer(page))).toContain('site.page_view');
  });

  test(`rejecting in ${dialog.locale} keeps every event out of the dataLayer, across navigations`, async ({
    page,
  }) => {
    await page.goto(dialog.path);
    await page.getByRole('button', { name: dialog.reject }).click();
    await expect(page.getByRole('dialog', { name: dialog.title })).toBeHidden();
    expect((await consentCommands(page)).map((command) => command.kind)).toEqual([
      'default',
      'update',
    ]);
    expect((await consentCommands(page))[1]?.signals.analytics_storage).toBe('denied');
    await page.locator('header nav a').first().click();
    await page.waitForLoadState('networkidle');
    expect(eventsOf(await readDataLayer(page))).toEqual([]);
    expect(await consentValue(page)).toBe('v1.a0.m0');
  });
}

test('choosing analytics only grants analytics storage and sends events, not advertising', async ({
  page,
}) => {
  await page.goto('/en');
  const consent = page.getByRole('dialog', { name: 'Cookies on this site' });
  await consent.getByText('Choose cookies').click();
  await consent.getByLabel('Analytics').check();
  await consent.getByRole('button', { name: 'Save my choice' }).click();
  const update = (await consentCommands(page))[1];
  expect(update?.signals).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  expect(eventsOf(await readDataLayer(page))).toContain('site.page_view');
  expect(await consentValue(page)).toBe('v1.a1.m0');
});

test('"Cookie settings" in the footer reopens the dialog by keyboard and gives focus back', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Reject all' }).click();
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const consent = page.getByRole('dialog', { name: 'Cookies on this site' });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('heading', { name: 'Cookies on this site' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(consent).toBeHidden();
  await expect(settings).toBeFocused();
});

test('without JavaScript the choice is a form post that sets the cookie', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/vydejny');
  await page.getByRole('button', { name: 'Odmítnout vše' }).click();
  await expect(page).toHaveURL(/\/vydejny$/);
  await expect(page.getByRole('dialog', { name: 'Cookies na tomto webu' })).toHaveCount(0);
  expect(await consentValue(page)).toBe('v1.a0.m0');
  await context.close();
});

test('the page with the consent dialog open has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Cookies na tomto webu' })).toBeVisible();
  await page.getByText('Vybrat cookies').click();
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
});
