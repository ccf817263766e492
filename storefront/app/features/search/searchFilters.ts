import type { CatalogScopeInput, CatalogSort } from '@vitrina/contracts/content';
import type { Locale } from '../../i18n/locale.ts';
import {
  defaultSort,
  listingScope,
  listingSearch,
  parseListingState,
  type ListingState,
} from '../catalog/listing/listingState.ts';
import { searchHref, searchPageSize, type SearchSort, type SearchUrlState } from './searchUrl.ts';

/**
 * The results page's product filters: the category listing's own (brand, parameter values,
 * price, in stock) with its URL names, beside `q`, `sort` and `page` (decision 215). Kept apart
 * from searchUrl.ts, which the header's search form loads on every page.
 */
export type SearchFilters = Pick<
  ListingState,
  'brandIds' | 'valueIds' | 'priceFrom' | 'priceTo' | 'inStock'
>;

export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const { brandIds, valueIds, priceFrom, priceTo, inStock } = parseListingState(params);
  return { brandIds, valueIds, priceFrom, priceTo, inStock };
}

/** The filters as a listing state (the filter panel's input): its sort and page stay default. */
export function filtersAsListing(filters: SearchFilters): ListingState {
  return { ...filters, sort: defaultSort, page: 1 };
}

/** The results page's address for a state and its filters, defaults left out. */
export function searchPageHref(
  locale: Locale,
  state: Partial<SearchUrlState>,
  filters: SearchFilters,
): string {
  const href = searchHref(locale, state);
  const extra = listingSearch(filtersAsListing(filters)).slice(1);
  if (!extra) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${extra}`;
}

/** The search's order as the listing call's: relevance is the order of the ids given. */
const listingSorts: Record<SearchSort, CatalogSort> = {
  relevance: 'position',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  name: 'name',
  newest: 'newest',
};

/** The listing call's scope for a page of the search's best matches. */
export function searchListingScope(
  productIds: readonly number[],
  state: SearchUrlState,
  filters: SearchFilters,
): CatalogScopeInput {
  return {
    ...listingScope(filtersAsListing(filters), {}),
    productIds: [...productIds],
    sort: listingSorts[state.sort],
    page: state.page,
    perPage: searchPageSize,
  };
}
