import type { CatalogProduct } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { orderProducts } from './productOrder.ts';

const product = (id: number, name: string, price: number, createdAt: string) =>
  ({ id, name, prices: { unitWithTax: price }, createdAt }) as CatalogProduct;

// In the search's relevance order.
const ranked = [
  product(1, 'Konvice 10', 500, '2025-01-01T00:00:00Z'),
  product(2, 'konvice 9', 300, '2025-03-01T00:00:00Z'),
  product(3, 'Čajník', 300, '2025-02-01T00:00:00Z'),
  product(4, 'Cedník', 900, '2024-12-01T00:00:00Z'),
];
const ids = (list: CatalogProduct[]) => list.map((item) => item.id);

describe('ordering search results', () => {
  it('keeps the search’s order for relevance', () => {
    expect(ids(orderProducts(ranked, 'relevance', 'cs'))).toEqual([1, 2, 3, 4]);
  });

  it('orders by price, equal prices staying in relevance order', () => {
    expect(ids(orderProducts(ranked, 'price_asc', 'cs'))).toEqual([2, 3, 1, 4]);
    expect(ids(orderProducts(ranked, 'price_desc', 'cs'))).toEqual([4, 1, 2, 3]);
  });

  it('orders names by the language’s alphabet, numbers by value', () => {
    // Czech: C before Č; 9 before 10.
    expect(ids(orderProducts(ranked, 'name', 'cs'))).toEqual([4, 3, 2, 1]);
  });

  it('puts the newest first', () => {
    expect(ids(orderProducts(ranked, 'newest', 'cs'))).toEqual([2, 3, 1, 4]);
  });
});
