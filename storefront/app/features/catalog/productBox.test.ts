import type { CatalogProduct } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { productBoxFacts, showsPricesWithoutVat, type ProductBoxSettings } from './productBox.ts';

const price = (unitWithTax: number, original: number | null = null) => ({
  unitWithTax,
  unitWithoutTax: Math.round(unitWithTax / 1.21),
  originalWithTax: original,
  originalWithoutTax: original === null ? null : Math.round(original / 1.21),
  inDiscount: original !== null,
  percentageDiscount: original === null ? 0 : Math.round((1 - unitWithTax / original) * 100),
  vatRate: 21,
  currencyCode: 'CZK',
});

const availability = (stock: number, checkStock = true) => ({
  isAvailable: stock > 0 || !checkStock,
  stock,
  checkStock,
  availabilityCode: stock > 0 || !checkStock ? ('in_stock' as const) : ('out_of_stock' as const),
  availability: '',
  unit: 'ks',
  delayDays: 0,
});

const variant = (id: number, amount: number, stock: number) => ({
  id,
  name: `V${id}`,
  fullname: `Lamp V${id}`,
  catalogCode: `L-${id}`,
  ean: null,
  mainImage: `demo/v${id}.svg`,
  unit: 'ks',
  prices: price(amount),
  availability: availability(stock),
  warehouses: [],
  parameters: [],
});

function product(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: 1,
    name: 'Lamp',
    slug: 'lamp',
    hasVariants: false,
    defaultVariantId: 10,
    variants: [variant(10, 100_000, 4)],
    prices: price(100_000),
    availability: availability(4),
    freeShipping: false,
    discounts: [],
    gifts: [],
    visibility: { saleable: true },
    ...overrides,
  } as unknown as CatalogProduct;
}

const settings: ProductBoxSettings = {
  freeShippingAt: 150_000,
  freeDeliveryByPrice: false,
  withoutVat: false,
  maxStock: 5,
  ratingStars: 5,
};

describe('productBoxFacts', () => {
  it('shows the active variant, its price with VAT and its stock', () => {
    const facts = productBoxFacts(product(), settings);
    expect(facts).toMatchObject({
      variantId: 10,
      amount: 100_000,
      originalAmount: undefined,
      availability: { status: 'inStock', stock: 4, unit: 'ks' },
      block: null,
      variants: [],
    });
  });

  it('falls back from a sold-out default variant to the first in stock (spec §4)', () => {
    const facts = productBoxFacts(
      product({
        hasVariants: true,
        defaultVariantId: 10,
        variants: [variant(10, 100_000, 0), variant(11, 120_000, 3)],
      }),
      settings,
    );
    expect(facts.variantId).toBe(11);
    expect(facts.amount).toBe(120_000);
    expect(facts.variants.map((entry) => [entry.id, entry.active])).toEqual([
      [10, false],
      [11, true],
    ]);
  });

  it('offers each variant for the choice dialog with its price view, stock text and block', () => {
    const sold = { ...variant(12, 90_000, 0), fullname: '' };
    const facts = productBoxFacts(
      product({ hasVariants: true, variants: [variant(10, 121_000, 2), sold] }),
      { ...settings, withoutVat: true },
    );
    expect(facts.variants).toEqual([
      {
        id: 10,
        name: 'V10',
        fullname: 'Lamp V10',
        image: 'demo/v10.svg',
        active: true,
        amount: 100_000,
        availability: '',
        block: null,
      },
      expect.objectContaining({ id: 12, fullname: 'Lamp V12', block: 'notInStock' }),
    ]);
    const unsaleable = productBoxFacts(
      product({
        hasVariants: true,
        variants: [variant(10, 121_000, 2), variant(11, 1, 2)],
        visibility: { saleable: false } as CatalogProduct['visibility'],
      }),
      settings,
    );
    expect(unsaleable.variants.map((entry) => entry.block)).toEqual(['notInStock', 'notInStock']);
  });

  it('disables add to cart with "not in stock" when nothing can be ordered', () => {
    const facts = productBoxFacts(product({ variants: [variant(10, 100_000, 0)] }), settings);
    expect(facts.block).toBe('notInStock');
    expect(facts.availability.status).toBe('outOfStock');
  });

  it('gives business shoppers prices without VAT', () => {
    const facts = productBoxFacts(
      product({ variants: [{ ...variant(10, 0, 4), prices: price(121_000, 242_000) }] }),
      { ...settings, withoutVat: true },
    );
    expect(facts.amount).toBe(100_000);
    expect(facts.originalAmount).toBe(200_000);
    expect(showsPricesWithoutVat(['VO'])).toBe(true);
    expect(showsPricesWithoutVat([])).toBe(false);
  });

  it('tags free delivery by a free shipper, or by the threshold only when configured', () => {
    expect(productBoxFacts(product({ freeShipping: true }), settings).tags.freeDelivery).toBe(true);
    const dear = product({ variants: [variant(10, 150_000, 4)] });
    expect(productBoxFacts(dear, settings).tags.freeDelivery).toBe(false);
    expect(
      productBoxFacts(dear, { ...settings, freeDeliveryByPrice: true }).tags.freeDelivery,
    ).toBe(true);
    const cheap = product({ variants: [variant(10, 149_999, 4)] });
    expect(
      productBoxFacts(cheap, { ...settings, freeDeliveryByPrice: true }).tags.freeDelivery,
    ).toBe(false);
  });

  it('tags N+1, gifts that can be had, not saleable and the discount', () => {
    const facts = productBoxFacts(
      product({
        discounts: [
          {
            id: 1,
            name: 'Sleva',
            isNPlusOne: false,
            buyQuantity: null,
            percentage: 10,
            active: true,
          },
          {
            id: 2,
            name: '3+1 zdarma',
            isNPlusOne: true,
            buyQuantity: 3,
            percentage: null,
            active: true,
          },
        ],
        gifts: [
          { id: 5, name: 'Mug', slug: 'mug', mainImage: null, availability: { isAvailable: true } },
        ],
        visibility: { saleable: false },
        variants: [{ ...variant(10, 0, 4), prices: price(90_000, 100_000) }],
      }),
      settings,
    );
    expect(facts.tags).toEqual({
      freeDelivery: false,
      quantityDiscount: '3+1',
      notSaleable: true,
      gift: true,
      percentageDiscount: 10,
    });
    expect(facts.block).toBe('notInStock');
  });

  it('shows rating stars only for a product shoppers have rated', () => {
    expect(productBoxFacts(product({ rating: null }), settings).rating).toBeUndefined();
    expect(
      productBoxFacts(product({ rating: { average: 84, count: 7 } }), settings).rating,
    ).toEqual({ value: 84, count: 7 });
  });

  it('shows no count when stock is not checked', () => {
    const facts = productBoxFacts(
      product({ variants: [{ ...variant(10, 100_000, 0), availability: availability(0, false) }] }),
      settings,
    );
    expect(facts.availability).toMatchObject({ status: 'inStock', stock: undefined });
    expect(facts.block).toBe(null);
  });
});
