import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './products.ts';

// The 404 page's title and text come from the content server's error page configuration
// (seeded), with the top categories to carry on from (spec §2, §8; decision 190).
const words = {
  cs: {
    path: '/tohle-tu-neni',
    title: 'Stránka nenalezena',
    text: 'Omlouváme se, tuto stránku jsme nenašli.',
    categories: 'Oblíbené kategorie',
    home: 'Zpět na úvodní stránku',
  },
  en: {
    path: '/en/this-is-not-here',
    title: 'Page not found',
    text: 'Sorry, we could not find this page.',
    categories: 'Top categories',
    home: 'Go back to home',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: an unknown path answers 404 with the configured page and top categories`, async ({
    page,
  }) => {
    const response = await page.goto(w.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    await expect(page.getByText(w.text)).toBeVisible();
    const categories = page.getByRole('navigation', { name: w.categories });
    const links = categories.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href.startsWith('/en/')).toBe(locale === 'en');
    await expect(page.getByRole('link', { name: w.home })).toHaveAttribute(
      'href',
      locale === 'en' ? '/en' : '/',
    );
    await expectNoSeriousAxeViolations(page);

    // A top category leads somewhere real.
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(w.title);
  });
}

test('a 404 is not cached publicly', async ({ request }) => {
  const response = await request.get('/en/this-is-not-here');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control'] ?? '').not.toContain('public');
});
