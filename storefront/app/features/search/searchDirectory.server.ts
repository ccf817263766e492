import {
  brandsByWeightOperation,
  topCategoriesOperation,
  type ContentBrand,
} from '@vitrina/contracts/content';
import { runOperation } from '../../api/graphql.ts';
import { sharedCache } from '../../api/sharedCache.server.ts';
import { audienceOf, type RequestContext } from '../../request/requestContext.ts';
import type { Locale } from '../../i18n/locale.ts';
import { routePath } from '../../routing/routePath.ts';
import type { SearchLink } from './searchTypes.ts';
import { matchesEveryPart } from './searchMatch.ts';

/**
 * The brand list and the top categories are the same for every shopper of an audience and change
 * rarely, while the dropdown asks on every pause in typing: they come from the shared in-process
 * cache (decision 026's windows), not from a GraphQL call per keystroke.
 */
const cacheWindows = { max: 100, freshMs: 60_000, staleMs: 10 * 60_000 } as const;

const brandsOf = sharedCache({
  ...cacheWindows,
  load: async (api) =>
    (await runOperation(api, brandsByWeightOperation, { limit: 1000 })).brandsByWeight,
});

const topCategoriesOf = sharedCache({
  ...cacheWindows,
  load: async (api) => (await runOperation(api, topCategoriesOperation, {})).topCategories,
});

/** Brands whose name holds every query word (the search call returns no brands), heaviest first. */
export async function matchingBrands(
  context: RequestContext,
  parts: readonly string[],
  limit: number,
): Promise<ContentBrand[]> {
  const brands = await brandsOf(audienceOf(context));
  return brands.filter((brand) => matchesEveryPart(brand.title, parts)).slice(0, limit);
}

/**
 * The shop's top categories as links, each once: the way out of an empty search. The lists name
 * store and virtual categories and category links; custom links are left out (they may lead off
 * the shop).
 */
export async function popularCategories(
  context: RequestContext,
  limit: number,
): Promise<SearchLink[]> {
  const lists = await topCategoriesOf(audienceOf(context));
  const refs = lists.flatMap((list) => [
    ...list.top_store_categories,
    ...list.top_virtual_categories,
    ...list.links.flatMap((link) => link.category_link ?? link.virtual_category_link ?? []),
  ]);
  const seen = new Set<string>();
  return refs
    .filter((ref) => !seen.has(ref.slug) && Boolean(seen.add(ref.slug)))
    .slice(0, limit)
    .map((ref) => categoryLink(ref, context.locale));
}

function categoryLink(
  ref: { _id: string; title: string; slug: string },
  locale: Locale,
): SearchLink {
  return {
    key: `top-${ref._id}-${ref.slug}`,
    title: ref.title,
    href: routePath('all', { slug: ref.slug }, locale),
    image: null,
  };
}
