import { describe, expect, it } from 'vitest';
import { homeJsonLd } from './homeJsonLd.ts';

describe('homeJsonLd', () => {
  it('names the shop and its Czech search page', () => {
    const [organization, site] = homeJsonLd('https://shop.example', 'cs');
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Vitrina',
      url: 'https://shop.example/',
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.example/',
      inLanguage: 'cs',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.example/hledat?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('uses the English home and search page in English', () => {
    const [organization, site] = homeJsonLd('https://shop.example', 'en');
    expect(organization?.url).toBe('https://shop.example/en');
    expect(site).toMatchObject({
      url: 'https://shop.example/en',
      potentialAction: {
        target: { urlTemplate: 'https://shop.example/en/search?q={search_term_string}' },
      },
    });
  });
});
