import { parseRouteId } from './routeIds.ts';

interface KeyedLocation {
  key: string;
  pathname: string;
  hash: string;
}

interface KeyedMatch {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The key React Router's <ScrollRestoration> saves and restores positions under (spec §2:
 * navigation scrolls to the top except between slug pages, and restores the position or a hash
 * anchor). Each history entry has its own key, so a new page starts at the top and Back restores
 * where the shopper was; a link with a hash scrolls to its anchor. On a slug page (a category,
 * article, branch, product) the key is its path, so moving within it — a filter, sorting, the
 * next page of results — keeps the position instead of jumping to the top.
 */
export function scrollRestorationKey(
  location: KeyedLocation,
  matches: readonly KeyedMatch[],
): string {
  if (location.hash) return location.key;
  const page = matches.findLast((match) => parseRouteId(match.id) !== null);
  const slugPage = page && (page.params.slug !== undefined || page.params['*'] !== undefined);
  return slugPage ? `slug:${location.pathname}` : location.key;
}
