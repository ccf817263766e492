import type { Locale } from '../../../i18n/locale.ts';
import { routePath } from '../../../routing/routePath.ts';
import { siteName } from '../../../ui/DocumentTitle.tsx';
import { organizationJsonLd, webSiteJsonLd } from '../../../ui/structuredData.ts';

/** The home page's structured data: the shop as an Organization and a searchable WebSite. */
export function homeJsonLd(origin: string, locale: Locale) {
  const url = origin + routePath('index', {}, locale);
  return [
    organizationJsonLd({ name: siteName, url }),
    webSiteJsonLd({
      name: siteName,
      url,
      searchUrl: origin + routePath('search', {}, locale),
      inLanguage: locale,
    }),
  ];
}
