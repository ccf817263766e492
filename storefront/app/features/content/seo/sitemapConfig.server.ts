import type { RequestContext } from '../../../request/requestContext.ts';
import { locales } from '../../../i18n/locale.ts';
import { routePath } from '../../../routing/routePath.ts';
import { routeTitle } from '../../../routing/routeTable.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import { sitemapPath } from './sitemap.server.ts';
import { sitemapTypes } from './sitemapSources.server.ts';

/** The sitemap configuration page: the index and every sitemap it names, for site owners. */
export function loadSitemapConfig(context: RequestContext) {
  const title = context.i18n._(routeTitle('sitemapconfig'));
  return {
    index: `${context.publicOrigin}/sitemap.xml`,
    robots: `${context.publicOrigin}/robots.txt`,
    sitemaps: locales.flatMap((locale) =>
      sitemapTypes.map((type) => ({ locale, type, href: sitemapPath(locale, type) })),
    ),
    seo: contentSeo(context, null, { title, path: routePath('sitemapconfig', {}, context.locale) }),
  };
}

export type SitemapConfigData = ReturnType<typeof loadSitemapConfig>;
