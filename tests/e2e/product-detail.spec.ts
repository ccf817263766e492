import { expect, test } from '@playwright/test';
import { hydrated } from './cart.ts';
import { withConsentAnswered } from './furniture.ts';
import {
  expectNoSeriousAxeViolations,
  fetchProducts,
  productPath,
  productWithMixedVariants,
  type Locale,
} from './products.ts';

const words = {
  cs: {
    addToCart: 'Přidat do košíku',
    notInStock: 'Není skladem',
    notFound: 'Stránka nenalezena',
    parameters: 'Parametry',
    zoom: 'Zvětšit',
    pictures: (name: string) => `Obrázky: ${name}`,
    picture: (index: number, count: number) => `Obrázek ${index} z ${count}`,
  },
  en: {
    addToCart: 'Add to cart',
    notInStock: 'Not in stock',
    notFound: 'Page not found',
    parameters: 'Parameters',
    zoom: 'Zoom in',
    pictures: (name: string) => `Pictures of ${name}`,
    picture: (index: number, count: number) => `Picture ${index} of ${count}`,
  },
} as const;

for (const locale of ['cs', 'en'] as const satisfies Locale[]) {
  const w = words[locale];

  test(`${locale}: choosing a variant updates the address and the add-to-cart button`, async ({
    page,
  }) => {
    const product = await productWithMixedVariants(locale);
    const soldOut = product.variants.find((variant) => !variant.availability.isAvailable);
    const orderable = product.variants.find((variant) => variant.availability.isAvailable);
    if (!soldOut || !orderable) throw new Error('unreachable');

    const response = await page.goto(`${productPath(product, locale)}?variant_id=${soldOut.id}`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(soldOut.fullname);
    const addToCart = page.getByRole('button', { name: w.addToCart });
    await expect(addToCart).toBeDisabled();
    // The reason is the button's description (and its tooltip).
    await expect(addToCart).toHaveAccessibleDescription(w.notInStock);

    // Choose the orderable variant through the picker: its links carry ?variant_id=.
    const picker = page.getByRole('navigation', {
      name: locale === 'cs' ? 'Varianty' : 'Variants',
    });
    const target = picker.locator(`a[href*="variant_id=${orderable.id}"]`).first();
    await target.click();
    await expect(page).toHaveURL(new RegExp(`variant_id=${orderable.id}`));
    await expect(heading).toHaveText(orderable.fullname);
    await expect(addToCart).toBeEnabled();
    await expect(
      page.locator('#product-top form[action="/actions/add-to-cart"] input[name="id"]'),
    ).toHaveValue(String(orderable.id));
  });

  test(`${locale}: the gallery zooms by keyboard: Enter opens, arrows step, Escape closes`, async ({
    page,
    context,
  }) => {
    await withConsentAnswered(context);
    const products = await fetchProducts(
      locale,
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const product = products.find((candidate) => candidate.images.length >= 3);
    if (!product) throw new Error('the seed has no product with three pictures');
    const count = product.images.length;
    await page.goto(productPath(product, locale));
    // Enter on the picture opens the zoom only once React has attached its handler.
    await hydrated(page, locale);
    const picture = page.getByRole('button', { name: new RegExp(w.zoom) }).first();
    await picture.focus();
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog', { name: w.pictures(product.name) });
    await expect(zoom).toBeVisible();
    await expect(zoom.getByText(w.picture(1, count))).toBeVisible();
    // The large picture from the image endpoint, not the page's own size.
    await expect(zoom.getByRole('img')).toHaveAttribute('srcset', /1600w/);
    await page.keyboard.press('ArrowRight');
    await expect(zoom.getByText(w.picture(2, count))).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(zoom.getByText(w.picture(1, count))).toBeVisible();
    // From the first picture back round to the last.
    await page.keyboard.press('ArrowLeft');
    await expect(zoom.getByText(w.picture(count, count))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    // Focus is back on the page's picture, the one stepped to.
    await expect(page.locator(':focus')).toContainText(w.picture(count, count));
  });

  test(`${locale}: an unknown product slug answers 404 with the not-found page`, async ({
    page,
  }) => {
    const path = locale === 'cs' ? '/produkt/tohle-neexistuje' : '/en/product/no-such-product';
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.notFound);
  });

  test(`${locale}: the page describes the product as JSON-LD with an offer per variant`, async ({
    page,
  }) => {
    const product = await productWithMixedVariants(locale);
    await page.goto(productPath(product, locale));
    // The Product; the page's other script is its BreadcrumbList (structured-data.spec.ts).
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const products = scripts.filter((text) => text.includes('"@type":"Product"'));
    expect(products).toHaveLength(1);
    const data = JSON.parse(products[0] ?? '') as {
      '@type': string;
      name: string;
      offers: { price: string; priceCurrency: string; availability: string; url: string }[];
    };
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(data.offers).toHaveLength(product.variants.length);
    for (const [index, offer] of data.offers.entries()) {
      const variant = product.variants[index];
      expect(offer.price).toBe((Number(variant?.prices.unitWithTax) / 100).toFixed(2));
      expect(offer.priceCurrency).toBe('CZK');
      expect(offer.url).toContain(`variant_id=${variant?.id}`);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\//);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${productPath(product, locale)}$`),
    );
  });

  test(`${locale}: the product page has no serious accessibility violations`, async ({ page }) => {
    // axe over a long page takes a while on a busy machine.
    test.slow();
    const product = await productWithMixedVariants(locale);
    await page.goto(productPath(product, locale));
    await expect(page.getByRole('heading', { level: 2, name: w.parameters })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page shows everything essential and variants are links', async ({ page }) => {
    const product = await productWithMixedVariants('cs');
    const orderable = product.variants.find((variant) => variant.availability.isAvailable);
    const soldOut = product.variants.find((variant) => !variant.availability.isAvailable);
    await page.goto(`${productPath(product, 'cs')}?variant_id=${soldOut?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldOut?.fullname ?? '');
    await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible();
    await expect(page.getByText('s DPH')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Parametry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hodnocení' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Přidat do košíku' })).toBeDisabled();

    await page.locator(`a[href*="variant_id=${orderable?.id}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderable?.fullname ?? '');
    const addToCart = page.getByRole('button', { name: 'Přidat do košíku' });
    await expect(addToCart).toBeEnabled();
    // A real form: it posts and lands on the cart page.
    await addToCart.click();
    await expect(page).toHaveURL(/\/kosik$/);
  });
});
