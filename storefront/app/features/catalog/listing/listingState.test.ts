import { describe, expect, it } from 'vitest';
import {
  listingScope,
  listingSearch,
  parseListingState,
  toggled,
  withChange,
} from './listingState.ts';

const parse = (query: string) => parseListingState(new URLSearchParams(query));

describe('listing state in the address', () => {
  it('reads repeated filters, price, stock, sort and page', () => {
    expect(
      parse('brand=7&brand=2&value=41&priceFrom=100&priceTo=500&inStock=1&sort=price_asc&page=3'),
    ).toEqual({
      brandIds: [2, 7],
      valueIds: [41],
      priceFrom: 100,
      priceTo: 500,
      inStock: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('drops what is malformed instead of failing the page', () => {
    expect(
      parse('brand=x&brand=-1&brand=2&brand=2&value=0&priceFrom=abc&sort=cheap&page=0&inStock=no'),
    ).toEqual({
      brandIds: [2],
      valueIds: [],
      priceFrom: null,
      priceTo: null,
      inStock: false,
      sort: 'position',
      page: 1,
    });
    expect(parse('page=99999999').page).toBe(1);
  });

  it('swaps a price range typed the wrong way round', () => {
    expect(parse('priceFrom=900&priceTo=100')).toMatchObject({ priceFrom: 100, priceTo: 900 });
  });

  it('writes one canonical address for a state, defaults left out', () => {
    expect(listingSearch(parse(''))).toBe('');
    expect(listingSearch(parse('page=2&sort=name&brand=9&brand=3'))).toBe(
      '?brand=3&brand=9&sort=name&page=2',
    );
    const state = parse('value=5&inStock=on&priceTo=20');
    expect(parse(listingSearch(state).slice(1))).toEqual(state);
  });

  it('starts again at page 1 when a filter or the sort changes', () => {
    const state = parse('page=4&brand=2');
    expect(withChange(state, { brandIds: toggled(state.brandIds, 3) })).toMatchObject({
      brandIds: [2, 3],
      page: 1,
    });
    expect(toggled([2, 3], 2)).toEqual([3]);
  });

  it('asks the back end in minor units with the tag values added', () => {
    expect(
      listingScope(parse('priceFrom=100&priceTo=200&value=5&page=2'), {
        virtualCategoryId: 9,
        extraValueIds: [75, 5],
      }),
    ).toEqual({
      virtualCategoryId: 9,
      brandIds: [],
      valueIds: [5, 75],
      priceFrom: 10_000,
      priceTo: 20_099,
      inStock: false,
      sort: 'position',
      page: 2,
      perPage: 24,
    });
  });
});
