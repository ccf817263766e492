import type { CatalogProduct, SearchEntityType } from '@vitrina/contracts/content';
import { data } from 'react-router';
import { logBackendFailure, toPageError, type PageErrorData } from '../../api/apiErrors.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import {
  loadProductBoxContext,
  type ProductBoxContextValue,
} from '../catalog/productBoxSettings.server.ts';
import { productsByIdsQueryOptions } from '../product/product.queries.ts';
import { orderProducts } from './productOrder.ts';
import { searchQueryOptions } from './search.queries.ts';
import { matchingBrands, popularCategories } from './searchDirectory.server.ts';
import { brandLink, entityLinks } from './searchLinks.server.ts';
import type { SearchLink } from './searchTypes.ts';
import {
  isSearchable,
  pageCount,
  readSearchUrl,
  searchPageSize,
  searchQueryParts,
  type SearchUrlState,
} from './searchUrl.ts';

/**
 * How many of the best matches an order other than relevance sorts (decision 090): the search
 * call ranks by relevance only, so the loader takes this many, loads them and orders them itself.
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
  /** Ordered among the best `sortedMatchesLimit` matches only (more matched). */
  capped: boolean;
}

async function productIds(context: RequestContext, q: string, limit: number, page: number) {
  const { api, locale, queryClient } = context;
  const answer = await queryClient.fetchQuery(
    searchQueryOptions(api, locale, { q, types: ['product'], limit, page }),
  );
  return { ids: answer.entities.map((entity) => entity.id), total: answer.total };
}

function productsByIds(context: RequestContext, ids: readonly number[]) {
  const { api, locale, queryClient } = context;
  return queryClient.fetchQuery(productsByIdsQueryOptions(api, locale, ids));
}

/** One page of matching products in the asked order, with their full catalogue data. */
async function searchProducts(
  context: RequestContext,
  state: SearchUrlState,
): Promise<ProductResults> {
  if (state.sort === 'relevance') {
    const hits = await productIds(context, state.q, searchPageSize, state.page);
    // The catalogue answers in the order asked, so the page keeps the search's ranking.
    const items = await productsByIds(context, hits.ids);
    return { items, total: hits.total, pageCount: pageCount(hits.total), capped: false };
  }
  const first = await productIds(context, state.q, searchCallLimit, 1);
  const ids =
    first.total > searchCallLimit
      ? [...first.ids, ...(await productIds(context, state.q, searchCallLimit, 2)).ids]
      : first.ids;
  const ordered = orderProducts(await productsByIds(context, ids), state.sort, context.locale);
  const start = (state.page - 1) * searchPageSize;
  return {
    items: ordered.slice(start, start + searchPageSize),
    total: first.total,
    pageCount: pageCount(ordered.length),
    capped: first.total > sortedMatchesLimit,
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

/**
 * The search page (route `search`): products of the page in the chosen order, and the matching
 * categories, brands and articles. Without a searchable query it shows the popular categories.
 * A page past the last one is a 404, so no crawler indexes empty pages.
 */
export async function loadSearchPage(context: RequestContext, url: URL) {
  const state = readSearchUrl(url.searchParams);
  if (!isSearchable(state.q)) {
    return {
      state,
      productBox: null,
      products: null,
      sections: noSections,
      brands: [] as SearchLink[],
      popular: await optional(popularCategories(context, 12), []),
    };
  }
  const parts = searchQueryParts(state.q);
  let products: ProductResults;
  let sections: typeof noSections;
  let brands: SearchLink[];
  let productBox: ProductBoxContextValue;
  try {
    [products, sections, brands, productBox] = await Promise.all([
      searchProducts(context, state),
      optional(searchSections(context, state.q, 12), noSections),
      optional(
        matchingBrands(context, parts, 12).then((list) =>
          list.map((brand) => brandLink(brand, context.locale)),
        ),
        [],
      ),
      loadProductBoxContext(context),
    ]);
  } catch (error) {
    throw toPageError(error);
  }
  if (state.page > 1 && products.items.length === 0) {
    throw data<PageErrorData>({ message: 'Not found' }, { status: 404 });
  }
  const nothing = products.total === 0 && sections.categories.length === 0 && brands.length === 0;
  return {
    state,
    productBox,
    products,
    sections,
    brands,
    popular: nothing ? await optional(popularCategories(context, 12), []) : [],
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
