import { expect, type Page } from '@playwright/test';
import { fetchProducts, type Locale } from './products.ts';
import { searchWords } from './search.ts';

interface StockedVariant {
  id: number;
  fullname: string;
  availability: { isAvailable: boolean; stock: number; checkStock: boolean };
  prices: { unitWithTax: number };
}

/** The `skip`-th of the first 60 products whose every variant passes `fits`. */
async function productWhoseVariants(
  locale: Locale,
  skip: number,
  fits: (variant: StockedVariant) => boolean,
) {
  const products = await fetchProducts(
    locale,
    Array.from({ length: 60 }, (_, i) => i + 1),
  );
  const found = products.filter((product) =>
    (product.variants as unknown as StockedVariant[]).every(
      (variant) =>
        variant.availability.isAvailable && variant.prices.unitWithTax > 0 && fits(variant),
    ),
  )[skip];
  if (!found) throw new Error('The seed has too few products in stock');
  return found;
}

/**
 * A product whose page offers its default variant for sale with enough stock for a few pieces:
 * every variant is available, so the page's chosen variant is orderable whichever it is.
 */
export function stockedProduct(locale: Locale, skip: number) {
  return productWhoseVariants(
    locale,
    skip,
    (variant) => !variant.availability.checkStock || variant.availability.stock >= 10,
  );
}

/**
 * A product whose every variant is orderable and counts its stock (a few pieces at least), so an
 * amount far above the stock is refused whichever variant the page chose.
 */
export function countedStockProduct(locale: Locale, skip: number) {
  return productWhoseVariants(
    locale,
    skip,
    ({ availability }) =>
      availability.checkStock && availability.stock >= 5 && availability.stock < 9999,
  );
}

/** Resolves once the page has hydrated: the header's search box is a combobox only then. */
export async function hydrated(page: Page, locale: Locale) {
  await expect(page.getByRole('combobox', { name: searchWords[locale].searchBox })).toHaveAttribute(
    'aria-expanded',
    'false',
    { timeout: 20_000 },
  );
}
