import type { Locale } from '../i18n/locale.ts';
import { parseRouteId } from './routeIds.ts';
import { routePath, type RouteParams } from './routePath.ts';
import type { RouteName } from './routeTable.ts';

type MatchParams = Readonly<Record<string, string | undefined>>;

/**
 * Path of the same page in another locale, from the current match's route id and params.
 * The catch-all keeps its slug (React Router names its splat `*`). Null when the id is not ours
 * or a parameter is missing, so the caller can fall back to the other locale's home.
 */
export function switchLocalePath(id: string, params: MatchParams, target: Locale): string | null {
  const parsed = parseRouteId(id);
  if (!parsed) return null;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) values[key === '*' ? 'slug' : key] = value;
  }
  try {
    return routePath(parsed.name, values as RouteParams<RouteName>, target);
  } catch {
    return null;
  }
}
