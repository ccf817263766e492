import { data } from 'react-router';
import { serviceUnavailable } from '../api/apiErrors.ts';
import { parseSitemapFile, sitemap } from '../features/content/seo/sitemap.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/sitemap';

/** `/sitemaps/{locale}-{type}.xml`: one language's pages of one type. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) throw data({ message: 'Not found' }, { status: 404 });
  const xml = await sitemap(getRequestContext(context), file.locale, file.type).catch(
    (error: unknown) => {
      throw serviceUnavailable(error);
    },
  );
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
