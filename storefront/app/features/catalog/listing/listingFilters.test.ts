import type { CatalogState } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { activeFilterLinks, filterGroups } from './listingFilters.ts';
import { parseListingState } from './listingState.ts';

const value = (
  id: number,
  title: string,
  count: number,
  selected = false,
  colorHex: string | null = null,
) => ({
  id,
  title,
  count,
  selected,
  colorHex,
  image: null,
});

const facets: CatalogState['facets'] = {
  brands: [
    { id: 1, title: 'Nordvik', slug: 'nordvik', image: null, count: 3, selected: false },
    { id: 2, title: 'Alpena', slug: 'alpena', image: null, count: 0, selected: true },
  ],
  parameters: [
    {
      id: 2,
      title: 'Barva',
      type: 'color',
      unit: null,
      values: [value(41, 'Černá', 4, false, '#111'), value(42, 'Bílá', 2, false, '#fff')],
    },
    {
      id: 5,
      title: 'Kapacita',
      type: 'number',
      unit: 'GB',
      values: [value(69, '64 GB', 3), value(70, '128 GB', 1, true)],
    },
    { id: 7, title: 'Záruka', type: 'number', unit: null, values: [value(82, '2 roky', 9)] },
  ],
  price: { min: 100, max: 900, currencyCode: 'CZK' },
};

describe('filterGroups', () => {
  it('puts important filters first in the editors order, collapses closed ones unless ticked', () => {
    const groups = filterGroups(facets, [
      { entityId: '5', importantFilter: true, closedFilter: true },
      { entityId: '2', importantFilter: false, closedFilter: true },
    ]);
    expect(groups.map((group) => [group.key, group.open])).toEqual([
      ['5', true], // closed, but a value is ticked
      ['brand', true],
      ['2', false],
    ]);
    // A parameter with one value filters nothing and is left out (Záruka).
    expect(groups.find((group) => group.key === '2')?.swatches).toBe(true);
    expect(groups.find((group) => group.key === '5')?.swatches).toBe(false);
  });
});

describe('activeFilterLinks', () => {
  it('links each active filter to the listing without it', () => {
    const state = parseListingState(
      new URLSearchParams('brand=2&value=70&priceTo=500&inStock=1&page=3'),
    );
    const chips = activeFilterLinks(
      '/elektronika',
      state,
      [
        { type: 'brand', id: 2, title: 'Alpena' },
        { type: 'parameter', id: 70, parameterId: 5, title: '128 GB' },
        { type: 'price', title: '' },
        { type: 'inStock', title: '' },
      ],
      'do 500 Kč',
      'Skladem',
    );
    expect(chips).toEqual([
      { label: 'Alpena', href: '/elektronika?value=70&priceTo=500&inStock=1' },
      { label: '128 GB', href: '/elektronika?brand=2&priceTo=500&inStock=1' },
      { label: 'do 500 Kč', href: '/elektronika?brand=2&value=70&inStock=1' },
      { label: 'Skladem', href: '/elektronika?brand=2&value=70&priceTo=500' },
    ]);
  });
});
