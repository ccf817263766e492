import { logBackendFailure } from '../../../api/apiErrors.ts';
import { apiInLocale } from '../../../api/localeClient.server.ts';
import { isLocale, locales, type Locale } from '../../../i18n/locale.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemapXml.ts';
import {
  sitemapSources,
  sitemapTypes,
  type SitemapItem,
  type SitemapType,
} from './sitemapSources.server.ts';

/** Public address of one language's sitemap of a type: `/sitemaps/cs-articles.xml`. */
export function sitemapPath(locale: Locale, type: SitemapType): string {
  return `/sitemaps/${locale}-${type}.xml`;
}

/** `cs-articles.xml` → its language and type; null for anything else. */
export function parseSitemapFile(file: string): { locale: Locale; type: SitemapType } | null {
  const match = /^([a-z]{2})-([a-z]+)\.xml$/.exec(file);
  if (!match) return null;
  const [, locale, type] = match;
  if (!isLocale(locale) || !(sitemapTypes as readonly string[]).includes(type ?? '')) return null;
  return { locale, type: type as SitemapType };
}

/** The sitemap index: each language's sitemap of each type. */
export function sitemapIndex(context: RequestContext): string {
  return sitemapIndexXml(
    locales.flatMap((locale) =>
      sitemapTypes.map((type) => context.publicOrigin + sitemapPath(locale, type)),
    ),
  );
}

/**
 * One language's sitemap of a type, every URL with its alternates in the languages the same item
 * exists in (the lists are asked in each language and matched by id).
 */
export async function sitemap(
  context: RequestContext,
  locale: Locale,
  type: SitemapType,
): Promise<string> {
  const lists = await Promise.all(
    locales.map(async (each) => {
      const api = each === context.locale ? context.api : apiInLocale(context, each);
      try {
        return [each, await sitemapSources[type](api, each)] as const;
      } catch (error) {
        // The other language's list only adds alternates; this language's must load.
        if (each === locale) throw error;
        logBackendFailure(error);
        return [each, [] as SitemapItem[]] as const;
      }
    }),
  );
  const byLocale = new Map(
    lists.map(([each, items]) => [each, new Map(items.map((item) => [item.key, item]))]),
  );
  const own = byLocale.get(locale) ?? new Map<string, SitemapItem>();
  const entries: SitemapEntry[] = [...own.values()].map((item) => {
    const alternates: SitemapEntry['alternates'] = {};
    for (const each of locales) {
      const version = byLocale.get(each)?.get(item.key);
      if (version) alternates[each] = context.publicOrigin + version.path;
    }
    return {
      loc: context.publicOrigin + item.path,
      lastmod: item.lastmod,
      alternates: Object.keys(alternates).length > 1 ? alternates : undefined,
    };
  });
  return urlsetXml(entries);
}
