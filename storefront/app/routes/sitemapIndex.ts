import { sitemapIndex } from '../features/content/seo/sitemap.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/sitemapIndex';

/** `/sitemap.xml`: the index of the per-language, per-type sitemaps. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapIndex(getRequestContext(context)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
