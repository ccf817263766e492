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

/**
 * A page whose parameters differ per language (a branch's slug is `praha-centrum` in Czech and
 * `prague-centre` in English) returns them from its loader as `localeParams`; a language it
 * lacks there has no such page. Other pages keep their parameters.
 */
export interface LocaleParamsData {
  localeParams?: Partial<Record<Locale, Record<string, string>>>;
}

/** The path of a matched page in `target`, using its loader's `localeParams` where it has them. */
export function matchPathInLocale(
  match: { id: string; params: MatchParams; loaderData?: unknown },
  target: Locale,
): string | null {
  const perLocale = (match.loaderData as LocaleParamsData | undefined)?.localeParams;
  if (!perLocale) return switchLocalePath(match.id, match.params, target);
  const params = perLocale[target];
  return params ? switchLocalePath(match.id, params, target) : null;
}
