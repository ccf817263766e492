import { describe, expect, it } from 'vitest';
import { parseSitemapFile, sitemapPath } from './sitemap.server.ts';

describe('sitemap files', () => {
  it('names one file per language and type, and reads it back', () => {
    expect(sitemapPath('en', 'articles')).toBe('/sitemaps/en-articles.xml');
    expect(parseSitemapFile('cs-products.xml')).toEqual({ locale: 'cs', type: 'products' });
  });

  it('refuses unknown languages, types and shapes', () => {
    expect(parseSitemapFile('de-products.xml')).toBeNull();
    expect(parseSitemapFile('cs-users.xml')).toBeNull();
    expect(parseSitemapFile('cs-products.xml.gz')).toBeNull();
  });
});
