import { describe, expect, it } from 'vitest';
import { cartLineChangeEvent, trackedCartLine, trackedCartLines } from './trackedCartLine.ts';

const line = {
  productId: 12,
  variantId: 34,
  amount: 3,
  product: {
    id: 12,
    name: 'Stan Horizont 4',
    slug: 'stan-horizont-4',
    categoryFullname: 'Outdoor > Stany',
    marketingCode: null,
    mainImage: null,
  },
  variant: {
    id: 34,
    name: 'zelená',
    fullname: 'Stan Horizont 4 zelená',
    catalogCode: 'STAN-4-G',
    mainImage: null,
    unit: 'ks',
  },
  prices: {
    unitWithTax: 459_900,
    unitWithoutTax: 380_083,
    totalWithTax: 1_379_700,
    totalWithoutTax: 1_140_249,
    vatRate: 21,
    currencyCode: 'CZK',
  },
};

describe('cart lines for analytics', () => {
  it('reports a line with its unit price in major units and its amount', () => {
    expect(trackedCartLine(line)).toEqual({
      id: '12',
      name: 'Stan Horizont 4',
      variantId: '34',
      category: 'Outdoor > Stany',
      price: 4599,
      currency: 'CZK',
      quantity: 3,
    });
    expect(
      trackedCartLines([line, { ...line, productId: 13, amount: 1 }]).map((p) => p.id),
    ).toEqual(['12', '13']);
  });

  it('leaves out an empty category rather than reporting ""', () => {
    const bare = { ...line, product: { ...line.product, categoryFullname: '' } };
    expect(trackedCartLine(bare)).not.toHaveProperty('category', '');
  });

  it('reports more pieces as an add of the difference and fewer as a removal of it', () => {
    const product = trackedCartLine(line);
    expect(cartLineChangeEvent(product, 3, 5)).toEqual({
      event: 'cart.item.add',
      payload: { product: { ...product, quantity: 2 }, quantity: 2 },
    });
    expect(cartLineChangeEvent(product, 3, 1)).toEqual({
      event: 'cart.item.remove',
      payload: { product: { ...product, quantity: 2 }, quantity: 2 },
    });
  });

  it('reports a removed line as a removal of all its pieces, and no change as nothing', () => {
    const product = trackedCartLine(line);
    expect(cartLineChangeEvent(product, 3, null)).toMatchObject({
      event: 'cart.item.remove',
      payload: { quantity: 3 },
    });
    expect(cartLineChangeEvent(product, 3, 3)).toBeNull();
  });
});
