import type { Locale } from '../../../i18n/locale.ts';

/** One page in a sitemap: its address and, where it exists in other languages, theirs. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  alternates?: Partial<Record<Locale, string>>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** W3C datetime date part, the form the sitemaps.org schema accepts. */
const dateOf = (iso: string) => iso.slice(0, 10);

/**
 * A `<urlset>` valid against the sitemaps.org schema; the language alternates are
 * `xhtml:link` elements (allowed there as elements of another namespace).
 */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates ?? {}).map(
      ([locale, href]) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(href)}"/>`,
    );
    const lastmod = entry.lastmod ? `<lastmod>${dateOf(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** The `<sitemapindex>` naming each per-language, per-type sitemap. */
export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}
