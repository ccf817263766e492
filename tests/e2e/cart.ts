import { expect, type Page } from '@playwright/test';
import { backendUrl } from './backend.ts';
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

/** The threshold (CZK minor units) of the cheapest order gift the shop can give now. */
async function cheapestGiftFrom(locale: Locale): Promise<number> {
  const response = await fetch(`${backendUrl}/api/v1/order-gifts`, {
    headers: { 'x-locale': locale, 'x-currency': 'CZK' },
  });
  const { data } = (await response.json()) as {
    data: { price_from: number; availability: { isAvailable: boolean } }[];
  };
  const offered = data.filter((gift) => gift.availability.isAvailable);
  if (offered.length === 0) throw new Error('The seed offers no order gift');
  return Math.min(...offered.map((gift) => gift.price_from));
}

/**
 * A stocked product of which at most 10 pieces reach the cheapest gift, and how many they are;
 * `percentOff` (a percent coupon) counts, as gifts go by the price after the discount.
 */
export async function productReachingGift(locale: Locale, percentOff = 0, from = 10) {
  const threshold = await cheapestGiftFrom(locale);
  for (let skip = from; skip < from + 30; skip += 1) {
    const product = await stockedProduct(locale, skip);
    const unit = (product.variants[0] as unknown as StockedVariant).prices.unitWithTax;
    for (let pieces = 1; pieces <= 10; pieces += 1) {
      const items = unit * pieces;
      if (items - Math.round((items * percentOff) / 100) >= threshold) return { product, pieces };
    }
  }
  throw new Error('The seed has no product that reaches an order gift in 10 pieces');
}
