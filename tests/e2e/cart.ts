import { fetchProducts, type Locale } from './products.ts';

interface StockedVariant {
  id: number;
  fullname: string;
  availability: { isAvailable: boolean; stock: number; checkStock: boolean };
  prices: { unitWithTax: number };
}

/**
 * A product whose page offers its default variant for sale with enough stock for a few pieces:
 * every variant is available, so the page's chosen variant is orderable whichever it is.
 */
export async function stockedProduct(locale: Locale, skip: number) {
  const products = await fetchProducts(
    locale,
    Array.from({ length: 60 }, (_, i) => i + 1),
  );
  const fits = products.filter((product) =>
    (product.variants as unknown as StockedVariant[]).every(
      (variant) =>
        variant.availability.isAvailable &&
        variant.prices.unitWithTax > 0 &&
        (!variant.availability.checkStock || variant.availability.stock >= 10),
    ),
  );
  const found = fits[skip];
  if (!found) throw new Error('The seed has too few products in stock');
  return found;
}
