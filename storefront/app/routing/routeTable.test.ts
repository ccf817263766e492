import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable.ts';
import { toRouterPath } from './routeIds.ts';

// A literal copy of spec section 2 (screens, then the user area): Czech path, English path.
const specPairs = `
| / | /en |
| /aktivovat | /en/activate |
| /clanky | /en/articles |
| /clanky/{slug} | /en/articles/{slug} |
| /clanek/{slug} | /en/article/{slug} |
| /hledat | /en/search |
| /kontakt | /en/contact |
| /kosik | /en/cart |
| /kosik/dodaci-udaje | /en/cart/delivery-details |
| /kosik/doprava-a-platba | /en/cart/shipping-and-payment |
| /kosik/dokonceni | /en/cart/finish |
| /kosik/import-objednavky | /en/cart/import-order |
| /poptavka | /en/order |
| /poradna | /en/shopping-guide |
| /porovnat | /en/compare |
| /prihlasit | /en/login |
| /registrovat | /en/register |
| /resetovat-heslo | /en/reset-password |
| /zapomenute-heslo | /en/forgotten-password |
| /sitemapconfig | /en/sitemapconfig |
| /udrzba | /en/maintenance |
| /vse-o-nakupu | /en/about-purchase |
| /vydejny | /en/branches |
| /vydejny/{slug} | /en/branches/{slug} |
| /znacky | /en/brands |
| /produkt/{slug} | /en/product/{slug} |
| /stranka/{slug} | /en/page/{slug} |
| /checkout/payment/callback | /en/checkout/payment/callback |
| /uzivatel | /en/user |
| /uzivatel/prehled | /en/user/overview |
| /uzivatel/objednavky | /en/user/orders |
| /uzivatel/objednavky/{id} | /en/user/orders/{id} |
| /uzivatel/nakupni-seznamy | /en/user/shopping-lists |
| /uzivatel/nakupni-seznamy/{id} | /en/user/shopping-lists/{id} |
| /uzivatel/osobni-udaje | /en/user/settings |
| /uzivatel/seznam-adres | /en/user/address-list |
| /uzivatel/zmena-hesla | /en/user/change-password |
`
  .trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, cs, en]) => ({ cs, en }));

// Route names the spec prints; the others are ours.
const specNames = [
  'user-activate',
  'articleList-slug',
  'article-slug',
  'articleTag-slug',
  'branch-slug',
  'product-slug',
  'page-slug',
  'user-dashboard',
  'user-orders',
  'user-shoppingLists',
  'user-settings',
  'user-addressList',
  'user-password',
  'user-favourites',
  'all',
];

describe('routeTable', () => {
  it('has every Czech/English pair of spec section 2', () => {
    const table = routeTable.map(({ cs, en }) => ({ cs, en }));
    for (const pair of specPairs) expect(table).toContainEqual(pair);
    expect(specPairs).toHaveLength(37);
  });

  it('uses the route names the spec prints', () => {
    const names = routeTable.map((entry) => entry.name);
    for (const name of specNames) expect(names).toContain(name);
  });

  it('has unique names and unique paths per locale', () => {
    const names = routeTable.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const locale of ['cs', 'en'] as const) {
      const paths = routeTable.map((entry) => toRouterPath(entry[locale]));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('prefixes every English path with /en and no Czech path', () => {
    for (const entry of routeTable) {
      expect(entry.en === '/en' || entry.en.startsWith('/en/')).toBe(true);
      const cs: string = entry.cs;
      expect(cs === '/en' || cs.startsWith('/en/')).toBe(false);
    }
  });

  it('uses the same parameters in both languages', () => {
    const params = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const entry of routeTable) expect(params(entry.en)).toEqual(params(entry.cs));
  });

  it('gives every page a title whose id names its route', () => {
    for (const entry of routeTable) {
      expect(entry.title.id).toBe(`pageTitle.${entry.name}`);
      expect(entry.title.message).toBeTruthy();
    }
  });

  it('ends with a catch-all per language', () => {
    expect(routeTable.at(-1)).toMatchObject({ name: 'all', cs: '/{...slug}', en: '/en/{...slug}' });
  });
});

describe('toRouterPath', () => {
  it('turns table paths into React Router paths', () => {
    expect(toRouterPath('/')).toBe('');
    expect(toRouterPath('/en/product/{slug}')).toBe('en/product/:slug');
    expect(toRouterPath('/{...slug}')).toBe('*');
    expect(toRouterPath('/en/{...slug}')).toBe('en/*');
  });
});
