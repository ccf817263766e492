import { describe, expect, it } from 'vitest';
import { addToCartBlock } from './addToCartState.ts';

const orderable = { unitWithTax: 12900, isAvailable: true };

describe('addToCartBlock (spec §5)', () => {
  it('allows an available variant with a price', () => {
    expect(
      addToCartBlock({ variantRequired: true, variant: orderable, saleable: true }),
    ).toBeNull();
  });

  it('asks for a variant when one is required and none is chosen', () => {
    expect(addToCartBlock({ variantRequired: true, variant: null, saleable: true })).toBe(
      'selectVariant',
    );
  });

  it('says not in stock for an unavailable variant', () => {
    const variant = { ...orderable, isAvailable: false };
    expect(addToCartBlock({ variantRequired: true, variant, saleable: true })).toBe('notInStock');
  });

  it('refuses a price of zero or less', () => {
    for (const unitWithTax of [0, -1]) {
      const variant = { ...orderable, unitWithTax };
      expect(addToCartBlock({ variantRequired: false, variant, saleable: true })).toBe(
        'notInStock',
      );
    }
  });

  it('refuses a product that is not saleable', () => {
    expect(addToCartBlock({ variantRequired: false, variant: orderable, saleable: false })).toBe(
      'notInStock',
    );
  });
});
