import type { PageType } from './analyticsEvents.ts';

/**
 * Spec §4: a route name containing `index__` is the home page, `search__` search results and
 * `all__` a category (the catch-all serves categories by slug). Route ids here are
 * `<name>___<locale>` (`index___cs`), so the rules apply to them as they stand.
 */
export function pageTypeOf(routeId: string): PageType {
  if (routeId.includes('index__')) return 'home';
  if (routeId.includes('search__')) return 'searchresults';
  if (routeId.includes('all__')) return 'category';
  return 'other';
}
