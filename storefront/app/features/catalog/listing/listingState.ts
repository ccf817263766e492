import type { CatalogScopeInput } from '@vitrina/contracts/content';
import { catalogSorts, type CatalogSort } from '@vitrina/contracts/plain';

/**
 * The whole state of a listing lives in its address (spec §2): shareable, the back button works,
 * page 2 is crawlable, and filters are plain GET forms that work without JavaScript. The names
 * are the same in both languages; several values of one filter repeat the name
 * (`?brand=2&brand=7`), as a form's checkboxes send them.
 */
export const listingParams = {
  brand: 'brand',
  value: 'value',
  priceFrom: 'priceFrom',
  priceTo: 'priceTo',
  inStock: 'inStock',
  sort: 'sort',
  page: 'page',
} as const;

export interface ListingState {
  brandIds: number[];
  valueIds: number[];
  /** Whole units of the currency, as a shopper types them. */
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
  sort: CatalogSort;
  page: number;
}

export const defaultSort: CatalogSort = 'position';
export const listingPageSize = 24;

// The scope's own limits (contracts catalogScopeSchema): more is dropped, not refused.
const maxBrands = 50;
const maxValues = 100;
const maxPage = 10_000;
const maxPrice = 100_000_000;

function ids(values: string[], max: number): number[] {
  const result: number[] = [];
  for (const value of values) {
    if (!/^\d{1,10}$/.test(value)) continue;
    const id = Number(value);
    if (id > 0 && id <= 2_147_483_647 && !result.includes(id)) result.push(id);
  }
  return result.sort((a, b) => a - b).slice(0, max);
}

function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\s*\d{1,12}\s*$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/** The state an address asks for; anything malformed is left out rather than refused. */
export function parseListingState(search: URLSearchParams): ListingState {
  const sort = search.get(listingParams.sort);
  let priceFrom = wholeNumber(search.get(listingParams.priceFrom), maxPrice);
  let priceTo = wholeNumber(search.get(listingParams.priceTo), maxPrice);
  // Typed the wrong way round: the shopper meant the range between them.
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) {
    [priceFrom, priceTo] = [priceTo, priceFrom];
  }
  return {
    brandIds: ids(search.getAll(listingParams.brand), maxBrands),
    valueIds: ids(search.getAll(listingParams.value), maxValues),
    priceFrom,
    priceTo,
    inStock: ['1', 'true', 'on'].includes(search.get(listingParams.inStock) ?? ''),
    sort: (catalogSorts as readonly string[]).includes(sort ?? '')
      ? (sort as CatalogSort)
      : defaultSort,
    page: Math.max(1, Math.min(maxPage, wholeNumber(search.get(listingParams.page), maxPage) ?? 1)),
  };
}

/** The query string of a state, `?` included (empty for the plain listing), in a fixed order. */
export function listingSearch(state: ListingState): string {
  const search = new URLSearchParams();
  for (const id of state.brandIds) search.append(listingParams.brand, String(id));
  for (const id of state.valueIds) search.append(listingParams.value, String(id));
  if (state.priceFrom !== null) search.set(listingParams.priceFrom, String(state.priceFrom));
  if (state.priceTo !== null) search.set(listingParams.priceTo, String(state.priceTo));
  if (state.inStock) search.set(listingParams.inStock, '1');
  if (state.sort !== defaultSort) search.set(listingParams.sort, state.sort);
  if (state.page > 1) search.set(listingParams.page, String(state.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Any filter set (sorting and paging are not filters). */
export function hasFilters(state: ListingState): boolean {
  return (
    state.brandIds.length > 0 ||
    state.valueIds.length > 0 ||
    state.priceFrom !== null ||
    state.priceTo !== null ||
    state.inStock
  );
}

/** A changed state; every change of filter or sort starts again at page 1. */
export function withChange(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, page: 1, ...change };
}

/** Toggles one id in a list (a brand or value checkbox as a link). */
export function toggled(list: readonly number[], id: number): number[] {
  return list.includes(id)
    ? list.filter((entry) => entry !== id)
    : [...list, id].sort((a, b) => a - b);
}

/**
 * The back end's scope for a state: prices in minor units of the request currency (every
 * currency the store sells has hundredths), the extra values a virtual category's tag adds.
 */
export function listingScope(
  state: ListingState,
  target: { categoryId?: number; virtualCategoryId?: number; extraValueIds?: readonly number[] },
): CatalogScopeInput {
  const valueIds = ids([...state.valueIds, ...(target.extraValueIds ?? [])].map(String), maxValues);
  return {
    ...(target.categoryId ? { categoryId: target.categoryId } : {}),
    ...(target.virtualCategoryId ? { virtualCategoryId: target.virtualCategoryId } : {}),
    brandIds: state.brandIds,
    valueIds,
    ...(state.priceFrom !== null ? { priceFrom: state.priceFrom * 100 } : {}),
    // "Up to 200" includes 200.50.
    ...(state.priceTo !== null ? { priceTo: state.priceTo * 100 + 99 } : {}),
    inStock: state.inStock,
    sort: state.sort,
    page: state.page,
    perPage: listingPageSize,
  };
}
