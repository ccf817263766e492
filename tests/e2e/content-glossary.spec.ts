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

const glossaries = [
  {
    locale: 'cs',
    path: '/slovnik-pojmu',
    term: 'HDMI',
    detail: /\/slovnik-pojmu\/hdmi$/,
    products: 'Produkty',
    virtualCategory: 'Černé batohy',
    virtualCategoryPath: /\/cerne-batohy$/,
  },
  {
    locale: 'en',
    path: '/en/glossary',
    term: 'HDMI',
    detail: /\/en\/glossary\/hdmi$/,
    products: 'Products',
    virtualCategory: 'Black backpacks',
    virtualCategoryPath: /\/en\/black-backpacks$/,
  },
] as const;

for (const glossary of glossaries) {
  test(`a glossary term in ${glossary.locale}: A–Z list, detail with references`, async ({
    page,
  }) => {
    await page.goto(glossary.path);
    await expect(page.getByRole('heading', { level: 2, name: 'H' })).toBeVisible();
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
    await page.getByRole('link', { name: glossary.term, exact: true }).click();
    await expect(page).toHaveURL(glossary.detail);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(glossary.term);
    await expect(page.getByRole('heading', { level: 2, name: glossary.products })).toBeVisible();
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
    // The term's virtual category is linked among its categories and leads to its listing.
    await page.getByRole('main').getByRole('link', { name: glossary.virtualCategory }).click();
    await expect(page).toHaveURL(glossary.virtualCategoryPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(glossary.virtualCategory);
  });
}

test('an unknown term is a 404', async ({ request }) => {
  expect((await request.get('/slovnik-pojmu/nic')).status()).toBe(404);
});
