import type { CatalogProduct } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { decimalPrice, productJsonLd } from './productJsonLd.ts';

const price = (unitWithTax: number) => ({
  unitWithTax,
  unitWithoutTax: unitWithTax,
  originalWithTax: null,
  originalWithoutTax: null,
  inDiscount: false,
  percentageDiscount: 0,
  vatRate: 21,
  currencyCode: 'CZK',
});

const availability = (code: 'in_stock' | 'out_of_stock') => ({
  isAvailable: code === 'in_stock',
  stock: code === 'in_stock' ? 3 : 0,
  checkStock: true,
  availabilityCode: code,
  availability: '',
  unit: 'ks',
  delayDays: 0,
});

const variant = (id: number, amount: number, code: 'in_stock' | 'out_of_stock') => ({
  id,
  name: `V${id}`,
  fullname: `Lamp V${id}`,
  catalogCode: `L-${id}`,
  ean: null,
  mainImage: null,
  unit: 'ks',
  prices: price(amount),
  availability: availability(code),
  warehouses: [],
  parameters: [],
});

const product = {
  id: 1,
  code: 'L',
  ean: '8590000000001',
  name: 'Lamp </script>',
  perex: 'Bright',
  brand: { id: 1, title: 'Luma', slug: 'luma', image: null },
  categoryFullname: 'Home > Lamps',
  variants: [variant(10, 12990, 'in_stock'), variant(11, 5, 'out_of_stock')],
} as unknown as CatalogProduct;

describe('productJsonLd', () => {
  it('has one offer per variant with its URL, decimal price and availability', () => {
    const data = productJsonLd({
      product,
      url: 'https://shop.example/produkt/lamp',
      variantUrl: (v) => `https://shop.example/produkt/lamp?variant_id=${v.id}`,
      imageUrls: ['https://img.example/lamp.webp'],
      rating: { average: 90, count: 4 },
    });
    expect(data['@type']).toBe('Product');
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'L-10',
        price: '129.90',
        priceCurrency: 'CZK',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/produkt/lamp?variant_id=10',
      }),
      expect.objectContaining({ price: '0.05', availability: 'https://schema.org/OutOfStock' }),
    ]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, ratingCount: 4 });
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Luma' });
  });

  it('leaves out a rating without reviews', () => {
    const data = productJsonLd({
      product,
      url: 'u',
      variantUrl: () => 'u',
      imageUrls: [],
      rating: { average: null, count: 0 },
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
  });
});

describe('decimalPrice', () => {
  it('writes minor units as a decimal string', () => {
    expect(decimalPrice(0)).toBe('0.00');
    expect(decimalPrice(100)).toBe('1.00');
    expect(decimalPrice(2819000)).toBe('28190.00');
  });
});
