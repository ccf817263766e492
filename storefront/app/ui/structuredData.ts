/** schema.org structured data shared by several features (JSON-LD, rendered by ui/JsonLd). */

/** BreadcrumbList: the trail to a page, as absolute URLs. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Organization: the shop itself; `url` is the home page of the page's language. */
export function organizationJsonLd(shop: { name: string; url: string }) {
  return { '@context': 'https://schema.org', '@type': 'Organization', ...shop };
}

/** The placeholder Google reads in a SearchAction's URL template. */
const searchTerm = 'search_term_string';

/**
 * WebSite with a SearchAction (the search box search engines may show): `searchUrl` is the
 * absolute address of the search page in the page's language; the query goes to its `q`.
 */
export function webSiteJsonLd(site: {
  name: string;
  url: string;
  searchUrl: string;
  inLanguage: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.inLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.searchUrl}?q={${searchTerm}}` },
      'query-input': `required name=${searchTerm}`,
    },
  };
}

export interface TrailItem {
  label: string;
  /** A path on the shop's origin; the current page (last) may have none. */
  href?: string;
}

/**
 * BreadcrumbList of a breadcrumb trail: linked items on `origin`, the last item at `pageUrl`
 * when it has no link; an unlinked item in between is left out (it has no page to name).
 */
export function trailJsonLd(items: readonly TrailItem[], origin: string, pageUrl: string) {
  return breadcrumbJsonLd(
    items.flatMap((item, index) => {
      if (item.href) return [{ name: item.label, url: origin + item.href }];
      return index === items.length - 1 ? [{ name: item.label, url: pageUrl }] : [];
    }),
  );
}
