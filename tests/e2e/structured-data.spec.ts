import { expect, test, type Page } from '@playwright/test';
import { fetchProducts } from './products.ts';
import { publicOrigin } from './shop.ts';

interface Thing {
  '@type': string;
  [key: string]: unknown;
}

/** Every JSON-LD object on the page (a script may hold one object or an array). */
async function jsonLd(page: Page): Promise<Thing[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const value = JSON.parse(text) as Thing | Thing[];
    return Array.isArray(value) ? value : [value];
  });
}

const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);

const homes = [
  { path: '/', home: `${publicOrigin}/`, search: `${publicOrigin}/hledat` },
  { path: '/en', home: `${publicOrigin}/en`, search: `${publicOrigin}/en/search` },
] as const;

for (const { path, home, search } of homes) {
  test(`home ${path} names the Organization and a WebSite with SearchAction`, async ({ page }) => {
    await page.goto(path);
    const things = await jsonLd(page);
    expect(ofType(things, 'Organization')).toEqual([
      expect.objectContaining({ name: 'Vitrina', url: home }),
    ]);
    expect(ofType(things, 'WebSite')).toEqual([
      expect.objectContaining({
        url: home,
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: expect.objectContaining({ urlTemplate: `${search}?q={search_term_string}` }),
        }),
      }),
    ]);
  });
}

test('a category page carries its BreadcrumbList', async ({ page }) => {
  await page.goto('/elektronika');
  const [list] = ofType(await jsonLd(page), 'BreadcrumbList');
  expect(list?.itemListElement).toEqual([
    expect.objectContaining({ position: 1, item: `${publicOrigin}/` }),
    expect.objectContaining({
      position: 2,
      name: 'Elektronika',
      item: `${publicOrigin}/elektronika`,
    }),
  ]);
});

test('a product page carries its BreadcrumbList down to the product', async ({ page }) => {
  const [product] = await fetchProducts('en', [1]);
  if (!product) throw new Error('The seed has no product 1');
  await page.goto(`/en/product/${product.slugs.en}`);
  const [list] = ofType(await jsonLd(page), 'BreadcrumbList');
  const items = list?.itemListElement as { position: number; name: string; item: string }[];
  expect(items.length).toBeGreaterThanOrEqual(3);
  expect(items[0]?.item).toBe(`${publicOrigin}/en`);
  // The category links of the visible breadcrumbs, then the product itself.
  for (const item of items.slice(1, -1)) {
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: item.name, exact: true }),
    ).toHaveAttribute('href', item.item.slice(publicOrigin.length));
  }
  expect(items.at(-1)).toMatchObject({
    name: product.name,
    item: `${publicOrigin}/en/product/${product.slugs.en}`,
  });
});
