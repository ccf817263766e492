import {
  contentSearchOperation,
  type CatalogProduct,
  type SearchEntityType,
} from '@vitrina/contracts/content';
import { ApiRequestError } from '@vitrina/contracts';
import { data, redirect } from 'react-router';
import { logBackendFailure, toPageError, type PageErrorData } from '../../api/apiErrors.ts';
import { runOperation } from '../../api/graphql.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import {
  loadProductBoxContext,
  type ProductBoxContextValue,
} from '../catalog/productBoxSettings.server.ts';
import { productsByIdsQueryOptions } from '../product/product.queries.ts';
import { catalogStateQueryOptions } from '../catalog/catalog.queries.ts';
import { filterGroups, type FilterGroup } from '../catalog/listing/listingFilters.ts';
import { hasFilters } from '../catalog/listing/listingState.ts';
import {
  filtersAsListing,
  readSearchFilters,
  searchListingScope,
  type SearchFilters,
} from './searchFilters.ts';
import { searchQueryOptions } from './search.queries.ts';
import { matchingBrands, popularCategories } from './searchDirectory.server.ts';
import { brandLink, entityLinks } from './searchLinks.server.ts';
import type { SearchLink } from './searchTypes.ts';
import {
  isSearchable,
  pageCount,
  readSearchUrl,
  searchHref,
  searchPageSize,
  searchQueryParts,
  type SearchUrlState,
} from './searchUrl.ts';

/**
 * How many of the best matches another order or a filter works among (decisions 090 and 215): the
 * search call ranks by relevance only, so the listing call sorts and filters this many.
 */
export const sortedMatchesLimit = 100;
/** The contract's largest page of hits. */
const searchCallLimit = 50;

/** Secondary sections: a failure leaves the section out instead of failing the page. */
function optional<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch((error: unknown) => {
    logBackendFailure(error);
    return fallback;
  });
}

export interface ProductResults {
  items: CatalogProduct[];
  total: number;
  pageCount: number;
  /** Sorted or filtered among the best `sortedMatchesLimit` matches only (more matched). */
  capped: boolean;
  /** The filter panel's groups and price range, counted among the best matches. */
  filters: FilterGroup[];
  price: { min: number; max: number } | null;
}

async function productIds(context: RequestContext, q: string, limit: number, page: number) {
  const { api, locale, queryClient } = context;
  const answer = await queryClient.fetchQuery(
    searchQueryOptions(api, locale, { q, types: ['product'], limit, page }),
  );
  return { ids: answer.entities.map((entity) => entity.id), total: answer.total };
}

/** The best `sortedMatchesLimit` matches by relevance (two calls of the contract's 50 at most). */
async function bestMatches(context: RequestContext, q: string) {
  const first = await productIds(context, q, searchCallLimit, 1);
  if (first.total <= searchCallLimit) return first;
  const second = await productIds(context, q, searchCallLimit, 2);
  return { ids: [...new Set([...first.ids, ...second.ids])], total: first.total };
}

function productsByIds(context: RequestContext, ids: readonly number[]) {
  const { api, locale, queryClient } = context;
  return queryClient.fetchQuery(productsByIdsQueryOptions(api, locale, ids));
}

const noProducts = { items: [], total: 0, pageCount: 0, capped: false, filters: [], price: null };

/**
 * One page of matching products in the asked order and filters, with the filter panel's facets
 * (decision 215): the listing call over the search's best 100 matches sorts, filters, pages and
 * counts them. Only relevance pages past those 100, unfiltered, page with the search call itself.
 */
async function searchProducts(
  context: RequestContext,
  state: SearchUrlState,
  filters: SearchFilters,
): Promise<ProductResults> {
  const best = await bestMatches(context, state.q);
  if (best.ids.length === 0) return { ...noProducts, total: best.total };
  const unfiltered = !hasFilters(filtersAsListing(filters));
  const byRelevance = state.sort === 'relevance' && unfiltered;
  const beyondBest = byRelevance && state.page * searchPageSize > best.ids.length;
  const { api, locale, currency, queryClient } = context;
  const scope = searchListingScope(best.ids, beyondBest ? { ...state, page: 1 } : state, filters);
  const listing = await queryClient.fetchQuery(
    catalogStateQueryOptions(api, locale, currency, scope),
  );
  const facets = { filters: filterGroups(listing.facets, []), price: listing.facets.price };
  if (byRelevance) {
    // Every match pages by relevance, also past the best 100.
    const items = beyondBest
      ? await productsByIds(
          context,
          (await productIds(context, state.q, searchPageSize, state.page)).ids,
        )
      : listing.products.items;
    return { items, total: best.total, pageCount: pageCount(best.total), capped: false, ...facets };
  }
  return {
    items: listing.products.items,
    total: listing.products.total,
    pageCount: pageCount(listing.products.total),
    capped: best.total > sortedMatchesLimit,
    ...facets,
  };
}

const sectionTypes = [
  'category',
  'virtual_category',
  'article',
] as const satisfies readonly SearchEntityType[];

/** Matching categories (store and virtual) and articles, best first, each list cut to `limit`. */
async function searchSections(context: RequestContext, q: string, limit: number) {
  const { api, locale, queryClient } = context;
  const answer = await queryClient.fetchQuery(
    searchQueryOptions(api, locale, { q, types: sectionTypes, limit: searchCallLimit }),
  );
  const ofTypes = (...types: SearchEntityType[]) =>
    entityLinks(
      answer.entities.filter((entity) => types.includes(entity.type)),
      locale,
    ).slice(0, limit);
  return { categories: ofTypes('category', 'virtual_category'), articles: ofTypes('article') };
}

const noSections = { categories: [] as SearchLink[], articles: [] as SearchLink[] };

/** A question with its answer (a rich-text document), shown whole on the results page. */
export interface FaqAnswer {
  id: string;
  title: string;
  content: unknown;
}

/**
 * FAQ questions matching the query with their answers: the content server's GraphQL search
 * (spec §7), since the search call's hits carry titles only. The dropdown's FAQ options lead here.
 */
async function searchFaq(context: RequestContext, q: string, limit: number): Promise<FaqAnswer[]> {
  const answer = await runOperation(context.api, contentSearchOperation, { query: q, limit });
  return answer.search.faq.items.map(({ _id, title, content }) => ({ id: _id, title, content }));
}

/**
 * The search page (route `search`): products of the page in the chosen order, and the matching
 * categories, brands, articles and FAQ answers; the products filtered as on a category. Without a
 * searchable query it shows the popular categories.
 * A page past the last one is a 404, so no crawler indexes empty pages.
 */
export async function loadSearchPage(context: RequestContext, url: URL) {
  const state = readSearchUrl(url.searchParams);
  const filters = readSearchFilters(url.searchParams);
  if (!isSearchable(state.q)) {
    return {
      state,
      filters,
      productBox: null,
      products: null,
      sections: noSections,
      brands: [] as SearchLink[],
      faq: [] as FaqAnswer[],
      popular: await optional(popularCategories(context, 12), []),
    };
  }
  const parts = searchQueryParts(state.q);
  let products: ProductResults;
  let sections: typeof noSections;
  let brands: SearchLink[];
  let faq: FaqAnswer[];
  let productBox: ProductBoxContextValue;
  try {
    [products, sections, brands, faq, productBox] = await Promise.all([
      searchProducts(context, state, filters),
      optional(searchSections(context, state.q, 12), noSections),
      optional(
        matchingBrands(context, parts, 12).then((list) =>
          list.map((brand) => brandLink(brand, context.locale)),
        ),
        [],
      ),
      optional(searchFaq(context, state.q, 12), []),
      loadProductBoxContext(context),
    ]);
  } catch (error) {
    // Filter ids a stale link names no longer exist: the same search without them.
    if (error instanceof ApiRequestError && error.status === 400) {
      throw redirect(searchHref(context.locale, { q: state.q, sort: state.sort }), 302);
    }
    throw toPageError(error);
  }
  if (state.page > 1 && products.items.length === 0) {
    throw data<PageErrorData>({ message: 'Not found' }, { status: 404 });
  }
  const nothing =
    products.total === 0 &&
    sections.categories.length === 0 &&
    brands.length === 0 &&
    faq.length === 0;
  return {
    state,
    filters,
    productBox,
    products,
    sections,
    brands,
    faq,
    popular: nothing ? await optional(popularCategories(context, 12), []) : [],
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
