import { describe, expect, it } from 'vitest';
import { priceLayout } from './priceLayout.ts';
import { productTagList } from './productTags.ts';
import { smallVariantsFrom, variantsBox } from './variantsBox.ts';

const labels = { freeDelivery: 'Doprava zdarma', notSaleable: 'Neprodejné', gift: 'Dárek' };

describe('productTagList (spec §9 product-box tags)', () => {
  it('lists every tag in a fixed order, labelled', () => {
    const tags = productTagList(
      {
        gift: true,
        notSaleable: true,
        freeDelivery: true,
        quantityDiscount: '2+1',
        percentageDiscount: 14.6,
      },
      labels,
    );
    expect(tags.map((tag) => [tag.key, tag.label, tag.variant])).toEqual([
      ['discount', '\u221215\u00a0%', 'discount'],
      ['quantityDiscount', '2+1', 'quantityDiscount'],
      ['freeDelivery', 'Doprava zdarma', 'freeDelivery'],
      ['gift', 'Dárek', 'gift'],
      ['notSaleable', 'Neprodejné', 'notSaleable'],
    ]);
  });

  it('shows the percentage only when its rounded value is above 0', () => {
    expect(productTagList({ percentageDiscount: 0.4 }, labels)).toEqual([]);
    expect(productTagList({ percentageDiscount: 0 }, labels)).toEqual([]);
    expect(productTagList({ percentageDiscount: -5 }, labels)).toEqual([]);
    expect(productTagList({ percentageDiscount: 0.5 }, labels)[0]?.label).toBe('\u22121\u00a0%');
  });

  it('leaves out false flags and a blank N+1 name', () => {
    expect(
      productTagList(
        { freeDelivery: false, gift: false, notSaleable: false, quantityDiscount: ' ' },
        labels,
      ),
    ).toEqual([]);
  });
});

describe('priceLayout (spec §9 breakpoints 999 and 99 999)', () => {
  it.each([
    [99_900, 'short'],
    [99_999, 'short'],
    [100_000, 'medium'],
    [9_999_999, 'medium'],
    [10_000_000, 'long'],
    [129_999_000, 'long'],
  ] as const)('%i minor units → %s', (amount, layout) => {
    expect(priceLayout(amount)).toBe(layout);
  });

  it('takes the widest of the current and original price', () => {
    expect(priceLayout(89_900, 109_900)).toBe('medium');
    expect(priceLayout(89_900, undefined)).toBe('short');
  });

  it('treats nonsense as the shortest layout', () => {
    expect(priceLayout(Number.NaN)).toBe('short');
    expect(priceLayout()).toBe('short');
  });
});

describe('variantsBox (spec §9)', () => {
  it('is 224 px wide with two variants or fewer, 256 px with more', () => {
    expect(variantsBox(1).width).toBe(224);
    expect(variantsBox(2).width).toBe(224);
    expect(variantsBox(3).width).toBe(256);
  });

  it('switches to the small style at 20 variants', () => {
    expect(smallVariantsFrom).toBe(20);
    expect(variantsBox(19).small).toBe(false);
    expect(variantsBox(20).small).toBe(true);
  });

  it('renders at most one row of thumbnails', () => {
    expect(variantsBox(3).shown).toBe(3);
    expect(variantsBox(12).shown).toBe(4);
    expect(variantsBox(40).shown).toBe(6);
  });
});
