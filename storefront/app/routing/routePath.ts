import type { Locale } from '../i18n/locale.ts';
import { findRoute, type RouteEntry, type RouteName } from './routeTable.ts';

/** Parameter names of a table path: `/vydejny/{slug}` → `'slug'`, `/{...slug}` → `'slug'`. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Param}}${infer Rest}`
  ? (Param extends `...${infer Splat}` ? Splat : Param) | ParamNames<Rest>
  : never;

export type RouteParams<Name extends RouteName> = {
  [Key in ParamNames<Extract<RouteEntry, { name: Name }>['cs']>]: string | number;
};

/**
 * Builds the path of a named route in a locale. Throws on a missing or empty parameter (spec
 * section 5), so a broken link fails where it is made instead of pointing somewhere wrong.
 */
export function routePath<Name extends RouteName>(
  name: Name,
  params: RouteParams<Name>,
  locale: Locale,
): string {
  const entry = findRoute(name);
  if (!entry) throw new Error(`Unknown route "${name}"`);
  const values = params as Record<string, string | number | undefined>;
  return entry[locale].replace(
    /\{(\.\.\.)?(\w+)\}/g,
    (_, splat: string | undefined, key: string) => {
      const value = values[key];
      if (value === undefined || value === '') {
        throw new Error(`Missing parameter "${key}" for route "${name}" (${locale})`);
      }
      const text = String(value);
      // A catch-all keeps its slashes; each segment is still encoded.
      return splat
        ? text.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')
        : encodeURIComponent(text);
    },
  );
}
