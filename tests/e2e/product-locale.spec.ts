import { expect, test } from '@playwright/test';
import { fetchProducts } from './products.ts';
import { publicOrigin } from './shop.ts';

async function productWithDistinctSlugs() {
  const products = await fetchProducts(
    'cs',
    Array.from({ length: 30 }, (_, i) => i + 1),
  );
  const found = products.find(
    (product) => product.slugs.cs && product.slugs.en && product.slugs.cs !== product.slugs.en,
  );
  if (!found) throw new Error('The seed has no product whose slugs differ per language');
  return found;
}

test('the product page names the other language by its own slug', async ({ page }) => {
  const product = await productWithDistinctSlugs();
  await page.goto(`/produkt/${product.slugs.cs}`);

  const alternate = (language: string) =>
    page.locator(`link[rel="alternate"][hreflang="${language}"]`);
  await expect(alternate('cs')).toHaveAttribute(
    'href',
    `${publicOrigin}/produkt/${product.slugs.cs}`,
  );
  await expect(alternate('en')).toHaveAttribute(
    'href',
    `${publicOrigin}/en/product/${product.slugs.en}`,
  );

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product/${product.slugs.en}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Čeština' }).click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${product.slugs.cs}$`));
});
