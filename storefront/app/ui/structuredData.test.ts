import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, trailJsonLd } from './structuredData.ts';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Domů', url: 'https://shop.example/' },
        { name: 'Trička', url: 'https://shop.example/tricka' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Domů', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Trička', item: 'https://shop.example/tricka' },
      ],
    });
  });
});

describe('trailJsonLd', () => {
  it('makes links absolute and names the unlinked current page by its URL', () => {
    const list = trailJsonLd(
      [
        { label: 'Domů', href: '/' },
        { label: 'Oblečení' },
        { label: 'Trička', href: '/tricka' },
        { label: 'Modré triko' },
      ],
      'https://shop.example',
      'https://shop.example/produkt/modre-triko',
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Domů', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Trička', item: 'https://shop.example/tricka' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Modré triko',
        item: 'https://shop.example/produkt/modre-triko',
      },
    ]);
  });
});
