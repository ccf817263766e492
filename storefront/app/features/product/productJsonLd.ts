import type { CatalogProduct, CatalogVariant } from '@vitrina/contracts/content';

const schemaAvailability = {
  in_stock: 'https://schema.org/InStock',
  supplier: 'https://schema.org/BackOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const satisfies Record<CatalogVariant['availability']['availabilityCode'], string>;

/** Minor units (two digits) as the decimal string schema.org expects: 12990 → "129.90". */
export function decimalPrice(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * schema.org Product with one Offer per variant (its own URL, SKU, price and availability), so a
 * search engine sees every orderable option. `imageUrl` and `variantUrl` give absolute addresses.
 */
export function productJsonLd(input: {
  product: CatalogProduct;
  url: string;
  variantUrl: (variant: CatalogVariant) => string;
  imageUrls: readonly string[];
  rating: { average: number | null; count: number };
}) {
  const { product, rating } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: input.url,
    sku: product.code,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(product.perex ? { description: product.perex } : {}),
    ...(input.imageUrls.length ? { image: input.imageUrls } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    category: product.categoryFullname,
    ...(rating.average !== null && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(rating.average) / 20,
            bestRating: 5,
            worstRating: 0,
            ratingCount: rating.count,
          },
        }
      : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.fullname,
      sku: variant.catalogCode,
      ...(variant.ean ? { gtin13: variant.ean } : {}),
      url: input.variantUrl(variant),
      price: decimalPrice(variant.prices.unitWithTax),
      priceCurrency: variant.prices.currencyCode,
      availability: schemaAvailability[variant.availability.availabilityCode],
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
}
