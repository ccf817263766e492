import { expect, test, type Page } from '@playwright/test';
import { hydrated, stockedProduct } from './cart.ts';
import { expectNoSeriousAxeViolations, productPath } from './products.ts';

const words = {
  cs: {
    related: 'Mohlo by se vám líbit',
    crossSell: 'Zákazníci také koupili',
    popular: 'Právě oblíbené',
    addToCart: 'Přidat do košíku',
    added: 'Přidáno do košíku',
    cartPath: '/kosik',
    empty: 'Váš košík je prázdný',
  },
  en: {
    related: 'You may also like',
    crossSell: 'Customers also bought',
    popular: 'Popular right now',
    addToCart: 'Add to cart',
    added: 'Added to cart',
    cartPath: '/en/cart',
    empty: 'Your cart is empty',
  },
} as const;

/** A rail's section (named by its heading) and the product links in it. */
function rail(scope: Page | ReturnType<Page['getByRole']>, heading: string) {
  const region = scope.getByRole('region', { name: heading });
  return { region, names: region.getByRole('list', { name: heading }).getByRole('heading') };
}

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: the product page recommends related products, never itself`, async ({
    page,
  }) => {
    test.slow();
    const product = await stockedProduct(locale, 2);
    await page.goto(productPath(product, locale));
    const related = rail(page, w.related);
    await expect(related.names.first()).toBeVisible({ timeout: 20_000 });
    const names = await related.names.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(product.name);
    await expect(rail(page, w.crossSell).names.first()).toBeVisible();
    await related.region.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page);
  });

  test(`${locale}: the empty cart recommends popular products`, async ({ page }) => {
    await page.goto(w.cartPath);
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    const popular = rail(page, w.popular);
    await expect(popular.names.first()).toBeVisible({ timeout: 20_000 });
    expect(await popular.names.count()).toBeGreaterThan(1);
    await expectNoSeriousAxeViolations(page);
  });

  test(`${locale}: the added-item dialog cross-sells up to four products`, async ({ page }) => {
    test.slow();
    const product = await stockedProduct(locale, 3);
    await page.goto(productPath(product, locale));
    await hydrated(page, locale);
    await page.getByRole('button', { name: w.addToCart }).first().click();
    const dialog = page.getByRole('dialog', { name: w.added });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const crossSell = rail(dialog, w.crossSell);
    await expect(crossSell.names.first()).toBeVisible({ timeout: 20_000 });
    const names = await crossSell.names.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names).not.toContain(product.name);
    await expectNoSeriousAxeViolations(page);
  });
}
