import type { MenuLink } from '@vitrina/contracts/content';
import type { Locale } from '../i18n/locale.ts';
import { isExternalHref } from './externalHref.ts';
import { routePath } from './routePath.ts';
import { findRoute, type RouteName } from './routeTable.ts';

export interface ResolvedLink {
  href: string;
  /** Opens outside the app, with rel="noopener noreferrer" (spec section 2). */
  external: boolean;
}

/**
 * Where a content menu item leads: categories to the catch-all `/{slug}`, pages to the page
 * route, article categories to the article list, named routes through the URL builder, custom
 * links as given (with the shop's own origin stripped). Null for a link that cannot be built.
 */
export function menuHref(link: MenuLink, locale: Locale, shopOrigin?: string): ResolvedLink | null {
  switch (link.type) {
    case 'category':
      return internal(() => routePath('all', { slug: link.slug }, locale));
    case 'page':
      return internal(() => routePath('page-slug', { slug: link.slug }, locale));
    case 'article_category':
      return internal(() => routePath('articleList-slug', { slug: link.slug }, locale));
    case 'route': {
      const entry = findRoute(link.route);
      if (!entry) return null;
      return internal(() => routePath(entry.name as RouteName, {} as never, locale));
    }
    case 'custom_link': {
      const href = stripOrigin(link.url.trim(), shopOrigin);
      if (!href) return null;
      return { href, external: isExternalHref(href) };
    }
  }
}

function internal(build: () => string): ResolvedLink | null {
  try {
    return { href: build(), external: false };
  } catch {
    // A route that needs parameters cannot be a plain menu target.
    return null;
  }
}

function stripOrigin(href: string, origin: string | undefined): string {
  if (!origin || !href.startsWith(origin)) return href;
  const rest = href.slice(origin.length);
  if (rest === '') return '/';
  return rest.startsWith('/') || rest.startsWith('?') ? rest : href;
}
