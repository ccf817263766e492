import { describe, expect, it } from 'vitest';
import { menuHref } from './menuHref.ts';

describe('menuHref', () => {
  it('sends categories to the catch-all and pages to the page route', () => {
    expect(menuHref({ type: 'category', slug: 'obuv' }, 'cs')).toEqual({
      href: '/obuv',
      external: false,
    });
    expect(menuHref({ type: 'page', slug: 'about-us' }, 'en')?.href).toBe('/en/page/about-us');
    expect(menuHref({ type: 'article_category', slug: 'novinky' }, 'cs')?.href).toBe(
      '/clanky/novinky',
    );
  });

  it('resolves named routes and drops unknown or parameterised ones', () => {
    expect(menuHref({ type: 'route', route: 'contact' }, 'en')?.href).toBe('/en/contact');
    expect(menuHref({ type: 'route', route: 'shopping-guide' }, 'cs')?.href).toBe('/poradna');
    expect(menuHref({ type: 'route', route: 'no-such-route' }, 'cs')).toBeNull();
    expect(menuHref({ type: 'route', route: 'product-slug' }, 'cs')).toBeNull();
  });

  it('keeps custom links, marks external ones and strips the shop origin', () => {
    expect(menuHref({ type: 'custom_link', url: 'https://facebook.com/x' }, 'cs')).toEqual({
      href: 'https://facebook.com/x',
      external: true,
    });
    expect(menuHref({ type: 'custom_link', url: 'mailto:a@b.cz' }, 'cs')?.external).toBe(true);
    expect(
      menuHref(
        { type: 'custom_link', url: 'https://shop.example/kontakt' },
        'cs',
        'https://shop.example',
      ),
    ).toEqual({ href: '/kontakt', external: false });
    expect(menuHref({ type: 'custom_link', url: ' ' }, 'cs')).toBeNull();
  });
});
