import type { Locale } from '../../i18n/locale.ts';
import { routePath } from '../../routing/routePath.ts';

/**
 * The search page's whole state lives in its URL (`/hledat?q=…&sort=…&page=…`), so a result
 * page can be shared, bookmarked, crawled and used without JavaScript. This file reads and writes
 * that URL; it runs in the browser too, so it imports nothing that pulls zod in.
 */

/**
 * Spec §9: a query needs 3+ characters and so does each word that counts. The contract's
 * `searchMinLength` and `searchQueryParts` say the same; they are repeated here because the
 * contract module would bring zod into the browser bundle (searchUrl.test.ts keeps them equal).
 */
export const searchMinLength = 3;
/** Spec §9: ten results a page. */
export const searchPageSize = 10;
/** The contract's limit on `q`. */
export const searchMaxQueryLength = 100;
/** Highest page we link to or accept (the contract's `page` maximum). */
export const searchMaxPage = 1000;

/** Whitespace-separated words of 3+ characters: the parts every result must match. */
export function searchQueryParts(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .filter((part) => [...part].length >= searchMinLength);
}

/** Whether the back end would search for this text at all (it answers 422 otherwise). */
export function isSearchable(query: string): boolean {
  return searchQueryParts(query).length > 0;
}

/** Relevance is the search call's own order; the others order the best matches (decision 090). */
export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'name', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];

export interface SearchUrlState {
  /** Trimmed, inner whitespace collapsed, cut to the contract's 100 characters. */
  q: string;
  sort: SearchSort;
  page: number;
}

function isSort(value: string | null): value is SearchSort {
  return (searchSorts as readonly (string | null)[]).includes(value);
}

/** Only a plain positive whole number counts; anything else (`2x`, `-1`, `1e3`) is page 1. */
function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= searchMaxPage ? page : 1;
}

/** Reads `q`, `sort` and `page` forgivingly: a hand-edited URL still shows a page, never a 500. */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, searchMaxQueryLength);
  const sort = params.get('sort');
  return { q, sort: isSort(sort) ? sort : 'relevance', page: pageNumber(params.get('page')) };
}

/**
 * The search page's address for a state; defaults are left out (`sort=relevance`, `page=1`), so
 * each result page has one URL.
 */
export function searchHref(locale: Locale, state: Partial<SearchUrlState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort && state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `${routePath('search', {}, locale)}${query ? `?${query}` : ''}`;
}

/** The id of an FAQ answer on the results page, which the dropdown's FAQ options link to. */
export function faqAnchor(id: number | string): string {
  return `faq-${id}`;
}

/** Number of pages for a total, capped at the highest page the back end accepts. */
export function pageCount(total: number, pageSize = searchPageSize): number {
  return Math.min(Math.ceil(total / pageSize), searchMaxPage);
}
