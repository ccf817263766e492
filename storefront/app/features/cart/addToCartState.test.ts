import { describe, expect, it } from 'vitest';
import { addToCartBlock, addToCartStatus } from './addToCartState.ts';

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

describe('addToCartStatus (spec §4: idle → loading → added)', () => {
  const added = { status: 'added', changedAmount: 1, itemsCount: 1, tracked: null } as const;
  const failed = { status: 'failed', error: { title: 'Not in stock' } } as const;

  it('is idle before the first post and loading while the post runs', () => {
    expect(addToCartStatus('idle', undefined, null)).toBe('idle');
    expect(addToCartStatus('submitting', undefined, null)).toBe('loading');
    // A second add: the previous answer is still there while the new post runs.
    expect(addToCartStatus('submitting', added, added)).toBe('loading');
  });

  it('shows the answer while the page data reloads after it', () => {
    expect(addToCartStatus('loading', added, null)).toBe('added');
  });

  it('is added or failed with an answer, and idle again once that answer was dismissed', () => {
    expect(addToCartStatus('idle', added, null)).toBe('added');
    expect(addToCartStatus('idle', failed, null)).toBe('failed');
    expect(addToCartStatus('idle', added, added)).toBe('idle');
    expect(addToCartStatus('idle', { ...added }, added)).toBe('added');
  });
});
