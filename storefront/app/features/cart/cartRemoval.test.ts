import { describe, expect, it } from 'vitest';
import { cartPathAfterRemoval, removedByStep } from './cart.server.ts';

describe('lines taken out by validation, said on the cart page', () => {
  it('sends a step back to the cart with the count, or without one when nothing was removed', () => {
    expect(cartPathAfterRemoval('cs', 2)).toBe('/kosik?removed=2');
    expect(cartPathAfterRemoval('en', 1)).toBe('/en/cart?removed=1');
    expect(cartPathAfterRemoval('cs', 0)).toBe('/kosik');
    expect(cartPathAfterRemoval('cs', 5000)).toBe('/kosik?removed=999');
  });

  it('believes only a small positive count from the address', () => {
    const count = (query: string) => removedByStep(new URL(`http://shop.test/kosik${query}`));
    expect(count('?removed=3')).toBe(3);
    expect(count('?removed=999')).toBe(999);
    for (const bad of [
      '',
      '?removed=0',
      '?removed=-1',
      '?removed=1000',
      '?removed=2x',
      '?removed=1e2',
    ])
      expect(count(bad)).toBe(0);
    expect(count('?removed=%00')).toBe(0);
  });
});
