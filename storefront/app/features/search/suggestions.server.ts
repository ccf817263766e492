import type { SearchEntityType } from '@vitrina/contracts/content';
import { data } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { searchQueryOptions } from './search.queries.ts';
import { matchingBrands } from './searchDirectory.server.ts';
import { brandLink, entityLinks } from './searchLinks.server.ts';
import type { SuggestionGroup, Suggestions } from './searchTypes.ts';
import { isSearchable, readSearchUrl, searchPageSize, searchQueryParts } from './searchUrl.ts';

/** Spec §9: the dropdown shows up to 10 products; the other groups are kept shorter. */
const productLimit = searchPageSize;
const groupLimit = 5;
const otherTypes = [
  'category',
  'virtual_category',
  'article',
] as const satisfies readonly SearchEntityType[];

/**
 * The header dropdown's data (`GET /actions/search-suggestions?q=`): products, categories
 * (store and virtual), brands and articles for the query, as links. A query too short to search
 * answers empty groups, not an error, because the dropdown asks while the shopper types. The
 * back end failing is a 503 the dropdown shows as "suggestions unavailable"; the form still works.
 */
export async function loadSuggestions(context: RequestContext, url: URL) {
  const { q } = readSearchUrl(url.searchParams);
  if (!isSearchable(q)) return { q, groups: [], productTotal: 0 } satisfies Suggestions;
  const { api, locale, queryClient } = context;
  const search = (types: readonly SearchEntityType[], limit: number) =>
    queryClient.fetchQuery(searchQueryOptions(api, locale, { q, types, limit }));
  try {
    const [products, others, brands] = await Promise.all([
      search(['product'], productLimit),
      search(otherTypes, 3 * groupLimit),
      matchingBrands(context, searchQueryParts(q), groupLimit).catch((error: unknown) => {
        logBackendFailure(error);
        return [];
      }),
    ]);
    const linksOf = (...types: SearchEntityType[]) =>
      entityLinks(
        others.entities.filter((entity) => types.includes(entity.type)),
        locale,
      ).slice(0, groupLimit);
    const groups: SuggestionGroup[] = [
      // Categories and brands first, as Czech shops list them: short, and often what was meant.
      { type: 'category', items: linksOf('category', 'virtual_category') },
      { type: 'brand', items: brands.map((brand) => brandLink(brand, locale)) },
      { type: 'product', items: entityLinks(products.entities, locale) },
      { type: 'article', items: linksOf('article') },
    ];
    return {
      q,
      groups: groups.filter((group) => group.items.length > 0),
      productTotal: products.total,
    } satisfies Suggestions;
  } catch (error) {
    logBackendFailure(error);
    throw data({ message: 'Service unavailable' }, { status: 503 });
  }
}
