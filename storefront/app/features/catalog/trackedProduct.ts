import type { CatalogProduct } from '@vitrina/contracts/content';
import type { TrackedProduct } from '../../analytics/analyticsEvents.ts';

/** A product as analytics reports it: price with VAT in major units of the currency. */
export function trackedProduct(product: CatalogProduct, currency: string): TrackedProduct {
  return {
    id: String(product.id),
    name: product.name,
    variantId: String(product.defaultVariantId),
    category: product.categoryName,
    brand: product.brand?.title,
    price: product.prices.unitWithTax / 100,
    currency,
  };
}
