import type { CatalogProduct } from '@vitrina/contracts/content';

const availability = {
  isAvailable: true,
  stock: 3,
  checkStock: true,
  availabilityCode: 'in_stock',
  availability: 'Skladem',
  unit: 'ks',
  delayDays: 0,
} as const;

/** A catalogue product in the contract's shape; only id, name and price differ. */
export function catalogProduct(id: number, price: number): CatalogProduct {
  const prices = {
    unitWithTax: price,
    unitWithoutTax: price,
    originalWithTax: null,
    originalWithoutTax: null,
    inDiscount: false,
    percentageDiscount: 0,
    vatRate: 21,
    currencyCode: 'CZK',
  };
  return {
    id,
    code: `P${id}`,
    ean: null,
    marketingCode: null,
    name: `Konvice ${id}`,
    slug: `konvice-${id}`,
    slugs: { cs: `konvice-${id}`, en: `kettle-${id}` },
    perex: null,
    description: null,
    categoryId: 1,
    categoryName: 'Konvice',
    categoryFullname: 'Kuchyně > Konvice',
    brand: null,
    mainImage: null,
    images: [],
    hoverImage: null,
    tags: [],
    visibility: { saleable: true },
    freeShipping: false,
    gifts: [],
    discounts: [],
    prices,
    hasVariants: false,
    defaultVariantId: id,
    variants: [],
    alternatives: [],
    rating: null,
    parameters: [],
    availability,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}
