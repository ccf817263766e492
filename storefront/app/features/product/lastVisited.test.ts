import { describe, expect, it } from 'vitest';
import {
  lastVisitedLimit,
  parseLastVisited,
  rememberVisit,
  type VisitedProduct,
} from './lastVisited.ts';

const product = (id: number): VisitedProduct => ({
  id,
  name: `Product ${id}`,
  slugs: { cs: `produkt-${id}`, en: `product-${id}` },
  image: null,
});

describe('rememberVisit (spec §4)', () => {
  it('puts the visited product first', () => {
    expect(rememberVisit([product(1), product(2)], product(3)).map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('moves a product already in the list to the front instead of repeating it', () => {
    const list = [product(1), product(2), product(3)];
    expect(rememberVisit(list, product(3)).map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('keeps at most 8, dropping the oldest', () => {
    let list: VisitedProduct[] = [];
    for (let id = 1; id <= 10; id++) list = rememberVisit(list, product(id));
    expect(lastVisitedLimit).toBe(8);
    expect(list.map((p) => p.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('refreshes the stored name of a product visited again', () => {
    const renamed = { ...product(1), name: 'New name' };
    expect(rememberVisit([product(1)], renamed)).toEqual([renamed]);
  });
});

describe('parseLastVisited', () => {
  it('reads what rememberVisit stored', () => {
    const list = rememberVisit([product(1)], product(2));
    expect(parseLastVisited(JSON.stringify(list))).toEqual(list);
  });

  it('treats missing, broken or foreign storage as an empty list', () => {
    expect(parseLastVisited(null)).toEqual([]);
    expect(parseLastVisited('{not json')).toEqual([]);
    expect(parseLastVisited('{"id":1}')).toEqual([]);
  });

  it('drops malformed entries and duplicates, and cuts to 8', () => {
    const stored = [
      product(1),
      { id: '2', name: 'x', slugs: {}, image: null },
      { id: 3, name: 'y', slugs: { cs: 5 }, image: null },
      product(1),
      ...Array.from({ length: 10 }, (_, i) => product(i + 10)),
    ];
    const parsed = parseLastVisited(JSON.stringify(stored));
    expect(parsed.map((p) => p.id)).toEqual([1, 10, 11, 12, 13, 14, 15, 16]);
  });
});
