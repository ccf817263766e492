import type { CatalogVariant } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { requestedVariantId, selectedVariant } from '../catalog/activeVariant.ts';
import { variantAxes } from './variantSelection.ts';

const colours = { 1: 'Red', 2: 'Blue' } as const;
const sizes = { 10: 'S', 11: 'M' } as const;

function variant(
  id: number,
  colour: keyof typeof colours,
  size: keyof typeof sizes,
  stock: number,
): CatalogVariant {
  return {
    id,
    name: `${colours[colour]} / ${sizes[size]}`,
    fullname: `Shirt ${colours[colour]} / ${sizes[size]}`,
    catalogCode: `C${id}`,
    ean: null,
    mainImage: null,
    unit: 'ks',
    prices: {
      unitWithTax: 10000,
      unitWithoutTax: 8264,
      originalWithTax: null,
      originalWithoutTax: null,
      inDiscount: false,
      percentageDiscount: 0,
      vatRate: 21,
      currencyCode: 'CZK',
    },
    availability: {
      isAvailable: stock > 0,
      stock,
      checkStock: true,
      availabilityCode: stock > 0 ? 'in_stock' : 'out_of_stock',
      availability: '',
      unit: 'ks',
      delayDays: 0,
    },
    warehouses: [],
    parameters: [
      {
        entityId: 2,
        title: 'Colour',
        type: 'color',
        unit: null,
        values: [colour],
        valueEntities: [{ _id: colour, title: colours[colour], colorHex: '#ff0000', image: null }],
      },
      {
        entityId: 3,
        title: 'Size',
        type: 'text',
        unit: null,
        values: [size],
        valueEntities: [{ _id: size, title: sizes[size], colorHex: null, image: null }],
      },
    ],
  };
}

const variants = [
  variant(100, 1, 10, 0),
  variant(101, 1, 11, 5),
  variant(102, 2, 10, 3),
  variant(103, 2, 11, 0),
];

describe('selectedVariant', () => {
  it('takes the variant named by ?variant_id=', () => {
    expect(selectedVariant({ variants, defaultVariantId: 100 }, 103)?.id).toBe(103);
  });

  it('ignores a variant id of another product', () => {
    expect(selectedVariant({ variants, defaultVariantId: 101 }, 999)?.id).toBe(101);
  });

  it('falls back from an out-of-stock default to the first variant in stock', () => {
    expect(selectedVariant({ variants, defaultVariantId: 100 }, null)?.id).toBe(101);
  });

  it('keeps an out-of-stock variant the shopper asked for', () => {
    expect(selectedVariant({ variants, defaultVariantId: 101 }, 100)?.id).toBe(100);
  });
});

describe('requestedVariantId', () => {
  it('reads a positive integer and refuses anything else', () => {
    expect(requestedVariantId('42')).toBe(42);
    expect(requestedVariantId(null)).toBeNull();
    expect(requestedVariantId('0')).toBeNull();
    expect(requestedVariantId('-3')).toBeNull();
    expect(requestedVariantId('4x')).toBeNull();
    expect(requestedVariantId('1e3')).toBeNull();
  });
});

describe('variantAxes', () => {
  it('has one row per parameter with each value once, the current ones selected', () => {
    const axes = variantAxes(variants, variants[1]);
    expect(axes.map((axis) => axis.title)).toEqual(['Colour', 'Size']);
    expect(axes[0]?.options.map((option) => [option.title, option.selected])).toEqual([
      ['Red', true],
      ['Blue', false],
    ]);
    expect(axes[1]?.options.map((option) => [option.title, option.selected])).toEqual([
      ['S', false],
      ['M', true],
    ]);
  });

  it('links a value to the variant that keeps the rest of the choice', () => {
    // From Red/M: Blue keeps M (103), S keeps Red (100), even out of stock.
    const [colour, size] = variantAxes(variants, variants[1]);
    expect(colour?.options.find((option) => option.title === 'Blue')?.variantId).toBe(103);
    expect(size?.options.find((option) => option.title === 'S')?.variantId).toBe(100);
    expect(size?.options.find((option) => option.title === 'S')?.available).toBe(false);
  });

  it('prefers an orderable variant when no other value can be kept', () => {
    const partial = [variant(200, 1, 10, 0), variant(201, 2, 10, 0), variant(202, 2, 11, 4)];
    // From Red/S, Blue matches 201 (keeps S) over 202; M exists only in Blue (202).
    const [colour, size] = variantAxes(partial, partial[0]);
    expect(colour?.options.find((option) => option.title === 'Blue')?.variantId).toBe(201);
    expect(size?.options.find((option) => option.title === 'M')?.variantId).toBe(202);
  });

  it('is empty for a product with one variant', () => {
    expect(variantAxes(variants.slice(0, 1), variants[0])).toEqual([]);
  });
});
