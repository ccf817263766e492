import { isLocale, locales, type Locale } from '../i18n/locale.ts';
import { findRoute, routeTable, type RouteDefinition, type RouteName } from './routeTable.ts';

/** Route ids follow the spec's names: `product-slug___cs`, `all___en`. */
export function routeId(name: RouteName, locale: Locale): string {
  return `${name}___${locale}`;
}

export function parseRouteId(id: string): { name: RouteName; locale: Locale } | null {
  const separator = id.lastIndexOf('___');
  if (separator < 0) return null;
  const name = id.slice(0, separator);
  const locale = id.slice(separator + 3);
  const entry = findRoute(name);
  return entry && isLocale(locale) ? { name: entry.name, locale } : null;
}

/** Table path (`/en/product/{slug}`) → React Router path (`en/product/:slug`); the catch-all becomes `*`. */
export function toRouterPath(tablePath: string): string {
  return tablePath
    .replace(/^\//, '')
    .replace(/\{\.\.\.\w+\}/g, '*')
    .replace(/\{(\w+)\}/g, ':$1');
}

const byRouterPath = new Map<string, RouteDefinition>(
  routeTable.flatMap((entry) => locales.map((locale) => [toRouterPath(entry[locale]), entry])),
);

/**
 * The table entry behind a matched React Router pattern, as middleware receives it
 * (`kosik`, `/en/cart`, `vydejny/:slug`, `/*`).
 */
export function routeOfPattern(pattern: string): RouteDefinition | undefined {
  return byRouterPath.get(pattern.replace(/^\/+/, ''));
}
