import { expect as baseExpect, test, type Page } from '@playwright/test';
import { consentCookie, readDataLayer, withConsentAnswered } from './furniture.ts';
import { shopOrigin } from './shop.ts';
import { expectNoSeriousAxeViolations } from './products.ts';
import { expectResultsPage, homePath, searchBox, searchWords } from './search.ts';

// Search pages make several back-end calls and the dropdown waits for typing to pause: on a busy
// machine they need more than the default five seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

/** Tabs from the top of the page until the header's search box has focus: no mouse. */
async function tabToSearch(page: Page) {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const onBox = await page.evaluate(
      () => document.activeElement?.getAttribute('role') === 'combobox',
    );
    if (onBox) return;
  }
  throw new Error('Tab never reached the search box');
}

for (const locale of ['cs', 'en'] as const) {
  const w = searchWords[locale];

  test(`${locale}: keyboard only — type, arrow to a product, Enter opens it`, async ({ page }) => {
    await page.goto(homePath(locale));
    const box = page.getByRole('combobox', { name: w.searchBox });
    // The combobox role arrives with the script (hydration).
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await tabToSearch(page);
    await page.keyboard.type(w.query, { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('group', { name: w.products })).toBeVisible();
    await expect(listbox.getByRole('option', { name: w.allResults })).toBeVisible();

    // Arrow down to the first product option (categories come first).
    const firstProduct = listbox
      .getByRole('group', { name: w.products })
      .getByRole('option')
      .first();
    const productName = (await firstProduct.innerText()).trim();
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('ArrowDown');
      if ((await firstProduct.getAttribute('aria-selected')) === 'true') break;
    }
    await expect(firstProduct).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await firstProduct.getAttribute('id')) ?? '',
    );
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Enter');
    // The page is headed by the product's default variant: the product's name and the variant's.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(productName);
  });

  test(`${locale}: FAQ and menu items have their groups; an FAQ option opens its answer`, async ({
    page,
    context,
  }) => {
    // Analytics allowed: the search is reported to the dataLayer.
    await context.addCookies([{ name: consentCookie, value: 'v1.a1.m0', url: shopOrigin }]);
    await page.goto(homePath(locale));
    const box = page.getByRole('combobox', { name: w.searchBox });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.focus();
    await page.keyboard.type(w.serviceQuery, { delay: 30 });
    const listbox = page.getByRole('listbox');
    const menu = listbox.getByRole('group', { name: w.menu });
    await expect(menu.getByRole('option', { name: w.menuItem })).toBeVisible();
    const question = listbox
      .getByRole('group', { name: w.faq })
      .getByRole('option', { name: w.faqQuestion });
    await expect(question).toBeVisible();
    // Reported from an effect after the answer renders: the dataLayer may follow a moment later.
    await expect
      .poll(async () =>
        (await readDataLayer(page))
          .filter((entry) => entry.event === 'search.query')
          .map((entry) => entry.query),
      )
      .toContain(w.serviceQuery);
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('ArrowDown');
      if ((await question.getAttribute('aria-selected')) === 'true') break;
    }
    await expect(question).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${w.path}\\?q=${w.serviceQuery}#faq-\\d+$`));
    // The router scrolls to the answer the address names.
    const answer = page.locator(new URL(page.url()).hash);
    await expect(answer).toContainText(w.faqAnswer);
    await expect(answer).toBeInViewport();
  });

  test(`${locale}: Escape closes the list, a second Escape clears, Enter searches`, async ({
    page,
  }) => {
    await page.goto(homePath(locale));
    const box = page.getByRole('combobox', { name: w.searchBox });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.focus();
    await page.keyboard.type(w.query, { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(w.query);
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type(w.query, { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Nothing highlighted: Enter submits the form to the results page.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${w.path}?q=${encodeURIComponent(w.query)}`);
    await expectResultsPage(page, locale);
  });

  test(`${locale}: only the last query is asked for, after a pause, 3+ characters`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/actions/search-suggestions')) {
        asked.push(new URL(request.url()).searchParams.get('q') ?? '');
      }
    });
    await page.goto(homePath(locale));
    const box = page.getByRole('combobox', { name: w.searchBox });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.focus();
    await page.keyboard.type(w.query.slice(0, 2), { delay: 20 });
    await page.waitForTimeout(400);
    expect(asked).toEqual([]);
    // Typed quickly: the last query is asked, and never a part too short to search.
    await page.keyboard.type(w.query.slice(2));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(asked.at(-1)).toBe(w.query);
    expect(asked.every((q) => [...q].length >= 3)).toBe(true);
    expect(asked.length).toBeLessThan(w.query.length - 2);
  });
}

test('phone: the search box spans the width and its list too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(homePath('cs'));
  const box = searchBox(page, 'cs');
  const boxWidth = (await box.boundingBox())?.width ?? 0;
  expect(boxWidth).toBeGreaterThan(240);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.focus();
  await page.keyboard.type(searchWords.cs.query, { delay: 30 });
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const listWidth = (await listbox.boundingBox())?.width ?? 0;
  expect(listWidth).toBeGreaterThan(330);
});
