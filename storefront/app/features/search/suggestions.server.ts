import type { SearchEntityType } from '@vitrina/contracts/content';
import { data } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { layoutMenusOf } from '../../api/contentMenus.server.ts';
import { audienceOf, type RequestContext } from '../../request/requestContext.ts';
import { searchQueryOptions } from './search.queries.ts';
import { matchingBrands } from './searchDirectory.server.ts';
import { brandLink, entityLinks, faqLink } from './searchLinks.server.ts';
import { matchingMenuItems } from './menuSearch.ts';
import type { SuggestionGroup, Suggestions } from './searchTypes.ts';
import { isSearchable, readSearchUrl, searchPageSize, searchQueryParts } from './searchUrl.ts';

/** Spec §9: the dropdown shows up to 10 products; the other groups are kept shorter. */
const productLimit = searchPageSize;
const groupLimit = 5;
/** FAQ questions and menu items are shortcuts beside the hits: a few are enough. */
const shortcutLimit = 3;
const otherTypes = [
  'category',
  'virtual_category',
  'article',
  'faq',
] as const satisfies readonly SearchEntityType[];

/** The menus' items matching the query; the menus failing costs the group, not the dropdown. */
async function menuLinks(context: RequestContext, parts: readonly string[]) {
  try {
    const menus = await layoutMenusOf(audienceOf(context));
    const items = [menus.main, menus.top, ...menus.footer].flatMap((menu) => menu?.items ?? []);
    return matchingMenuItems(items, parts, context.locale, groupLimit + shortcutLimit);
  } catch (error) {
    logBackendFailure(error);
    return [];
  }
}

/**
 * The header dropdown's data (`GET /actions/search-suggestions?q=`): products, categories
 * (store and virtual), brands, articles, FAQ questions and menu items for the query, as links. A query too short to search
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
    const parts = searchQueryParts(q);
    const [products, others, brands, menuItems] = await Promise.all([
      search(['product'], productLimit),
      search(otherTypes, 4 * groupLimit),
      matchingBrands(context, parts, groupLimit).catch((error: unknown) => {
        logBackendFailure(error);
        return [];
      }),
      menuLinks(context, parts),
    ]);
    const linksOf = (...types: SearchEntityType[]) =>
      entityLinks(
        others.entities.filter((entity) => types.includes(entity.type)),
        locale,
      ).slice(0, groupLimit);
    const categories = linksOf('category', 'virtual_category');
    const faq = others.entities.filter((entity) => entity.type === 'faq');
    // A menu item leading where a category option already does would be the same option twice.
    const shown = new Set(categories.map((link) => link.href));
    const groups: SuggestionGroup[] = [
      // Categories and brands first, as Czech shops list them: short, and often what was meant.
      { type: 'category', items: categories },
      { type: 'brand', items: brands.map((brand) => brandLink(brand, locale)) },
      { type: 'product', items: entityLinks(products.entities, locale) },
      { type: 'article', items: linksOf('article') },
      {
        type: 'faq',
        items: faq.slice(0, shortcutLimit).map((entity) => faqLink(entity, q, locale)),
      },
      {
        type: 'menu',
        items: menuItems.filter((link) => !shown.has(link.href)).slice(0, shortcutLimit),
      },
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
