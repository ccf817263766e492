import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, stockedProduct } from './cart.ts';
import { consentCookie, eventsOf, readDataLayer, seriousViolations } from './furniture.ts';
import { productPath } from './products.ts';

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

/** The dataLayer's entries of one event (plain objects, not Consent Mode commands). */
async function entriesOf(page: Page, event: string) {
  return (await readDataLayer(page)).filter((entry) => entry.event === event);
}

const shop = {
  cs: { addToCart: 'Přidat do košíku', added: 'Přidáno do košíku', goToCart: 'Přejít do košíku' },
  en: { addToCart: 'Add to cart', added: 'Added to cart', goToCart: 'Go to cart' },
} as const;

/** Answers the consent dialog on the product page, then adds the product from script. */
async function addAfterChoosing(page: Page, locale: 'cs' | 'en', choice: 'accept' | 'reject') {
  const product = await stockedProduct(locale, 2);
  await page.goto(productPath(product, locale));
  await hydrated(page, locale);
  const dialog = dialogs.find((entry) => entry.locale === locale)!;
  await page.getByRole('button', { name: dialog[choice] }).click();
  await expect(page.getByRole('dialog', { name: dialog.title })).toBeHidden();
  await page.getByRole('button', { name: shop[locale].addToCart }).click();
  const added = page.getByRole('dialog', { name: shop[locale].added });
  await expect(added).toBeVisible({ timeout: 15_000 });
  return { product, added };
}

test('with analytics accepted an add to cart and each checkout step reach the dataLayer once', async ({
  page,
}) => {
  test.slow();
  const { product, added } = await addAfterChoosing(page, 'en', 'accept');
  const id = String(product.id);
  await expect
    .poll(async () => eventsOf(await readDataLayer(page)).filter((e) => e === 'cart.item.add'))
    .toEqual(['cart.item.add']);
  expect((await entriesOf(page, 'cart.item.add'))[0]).toMatchObject({
    quantity: 1,
    product: { id, name: product.name, currency: 'CZK', quantity: 1 },
  });

  await added.getByRole('link', { name: shop.en.goToCart }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect.poll(() => entriesOf(page, 'checkout.step_load')).toHaveLength(1);
  expect((await entriesOf(page, 'checkout.step_load'))[0]).toMatchObject({
    step: 1,
    products: [{ id, quantity: 1 }],
  });
  expect(await entriesOf(page, 'cart.page_view')).toHaveLength(1);

  // Two more pieces: an add of 2 once the back end confirms; the step is not loaded again.
  const before = (await entriesOf(page, 'cart.item.add')).length;
  await page.getByRole('spinbutton', { name: /^Amount of/ }).fill('3');
  await page.getByRole('button', { name: /^Update/ }).click();
  await expect(page.locator('header').getByTestId('cart-count')).toHaveText('3', {
    timeout: 15_000,
  });
  await expect.poll(async () => (await entriesOf(page, 'cart.item.add')).length).toBe(before + 1);
  expect((await entriesOf(page, 'cart.item.add')).at(-1)).toMatchObject({
    quantity: 2,
    product: { id, quantity: 2 },
  });
  expect(await entriesOf(page, 'checkout.step_load')).toHaveLength(1);

  await page.getByRole('link', { name: 'Continue to shipping and payment' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/shipping-and-payment$/);
  const stepTwo = async () =>
    (await entriesOf(page, 'checkout.step_load')).filter((entry) => entry.step === 2);
  await expect.poll(stepTwo).toHaveLength(1);
  expect((await stepTwo())[0]).toMatchObject({ products: [{ id, quantity: 3 }] });

  // Picking a shipper reports the option; the step's data reloads, the step is not loaded again.
  const shippers = page.getByRole('group', { name: 'Shipping' }).getByRole('radio');
  const unchecked = shippers.and(page.locator(':not(:checked)')).first();
  const shipperId = await unchecked.getAttribute('value');
  await unchecked.check();
  await expect.poll(() => entriesOf(page, 'checkout.step_option')).toHaveLength(1);
  expect((await entriesOf(page, 'checkout.step_option'))[0]).toMatchObject({
    step: 2,
    kind: 'shipper',
    optionId: shipperId,
  });
  await page.waitForLoadState('networkidle');
  expect(await stepTwo()).toHaveLength(1);
});

test('with analytics accepted removing a cart line reports its pieces removed', async ({
  page,
}) => {
  test.slow();
  const { product, added } = await addAfterChoosing(page, 'cs', 'accept');
  await added.getByRole('link', { name: shop.cs.goToCart }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await page.getByRole('button', { name: /^Odebrat/ }).click();
  await expect(page.getByText('Váš košík je prázdný')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => entriesOf(page, 'cart.item.remove')).toHaveLength(1);
  expect((await entriesOf(page, 'cart.item.remove'))[0]).toMatchObject({
    quantity: 1,
    product: { id: String(product.id), quantity: 1 },
  });
});

test('with analytics rejected neither the add to cart nor the checkout steps reach the dataLayer', async ({
  page,
}) => {
  test.slow();
  const { added } = await addAfterChoosing(page, 'en', 'reject');
  await added.getByRole('link', { name: shop.en.goToCart }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await page.getByRole('link', { name: 'Continue to shipping and payment' }).click();
  await expect(page).toHaveURL(/\/en\/cart\/shipping-and-payment$/);
  await page.waitForLoadState('networkidle');
  expect(eventsOf(await readDataLayer(page))).toEqual([]);
});
