import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/robots';

/**
 * `/robots.txt`: crawl everything but the shopper's own pages (cart, checkout, account) and form
 * targets, and find the sitemap index.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { publicOrigin } = getRequestContext(context);
  const disallowed = [
    '/actions/',
    '/kosik',
    '/en/cart',
    '/uzivatel',
    '/en/user',
    '/checkout/',
    '/en/checkout/',
    '/porovnat',
    '/en/compare',
    '/hledat',
    '/en/search',
  ];
  const body = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
