import { describe, expect, it } from 'vitest';
import { readAddToCartForm } from './addToCart.server.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readAddToCartForm', () => {
  it('reads a variant id, a quantity and the credits flag', () => {
    expect(readAddToCartForm(form({ id: '12', quantity: '3', forCredits: 'true' }))).toEqual({
      input: { id: 12, quantity: 3, forCredits: true },
    });
    expect(readAddToCartForm(form({ id: '12' })).input).toEqual({
      id: 12,
      quantity: 1,
      forCredits: false,
    });
  });

  it('names the wrong field', () => {
    expect(readAddToCartForm(form({ id: 'x' })).error?.field).toBe('id');
    expect(readAddToCartForm(form({ id: '0' })).error?.field).toBe('id');
    expect(readAddToCartForm(form({ id: '5', quantity: '0' })).error?.field).toBe('quantity');
    expect(readAddToCartForm(form({ id: '5', quantity: '1000' })).error?.field).toBe('quantity');
  });
});
