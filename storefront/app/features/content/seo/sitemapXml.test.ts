import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemapXml.ts';

describe('urlsetXml', () => {
  it('writes each URL with its date and language alternates, escaped', () => {
    const xml = urlsetXml([
      {
        loc: 'https://shop.example/clanek/a?x=1&y=2',
        lastmod: '2026-03-01T10:00:00.000Z',
        alternates: {
          cs: 'https://shop.example/clanek/a',
          en: 'https://shop.example/en/article/a',
        },
      },
    ]);
    expect(xml).toContain('<loc>https://shop.example/clanek/a?x=1&#38;y=2</loc>');
    expect(xml).toContain('<lastmod>2026-03-01</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/article/a"/>',
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
  });
});

describe('sitemapIndexXml', () => {
  it('names every sitemap', () => {
    const xml = sitemapIndexXml(['https://shop.example/sitemaps/cs-pages.xml']);
    expect(xml).toContain(
      '<sitemap><loc>https://shop.example/sitemaps/cs-pages.xml</loc></sitemap>',
    );
  });
});
