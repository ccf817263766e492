/**
 * The one route table of spec section 2: route name, Czech path, English path, route module.
 * `{name}` is a path parameter, `{...name}` a catch-all that may span several segments.
 * app/routes.ts, the URL builder and the language switch are all derived from it.
 * Names: the spec's where it prints one (`product-slug`, `user-shoppingLists`…); otherwise the
 * path's words joined by dashes, parent first (`checkout-methods`, `shopping-guide`). Content
 * menus link to routes by these names.
 */
export interface RouteDefinition {
  readonly name: string;
  readonly cs: string;
  readonly en: string;
  /** Route module, relative to app/. */
  readonly module: string;
}

// Pages that later issues build still point at the generic page shell.
const shell = 'routes/pageShell.tsx';

export const routeTable = [
  { name: 'index', cs: '/', en: '/en', module: 'routes/home.tsx' },
  { name: 'user-activate', cs: '/aktivovat', en: '/en/activate', module: shell },
  { name: 'articleList', cs: '/clanky', en: '/en/articles', module: shell },
  { name: 'articleList-slug', cs: '/clanky/{slug}', en: '/en/articles/{slug}', module: shell },
  { name: 'article-slug', cs: '/clanek/{slug}', en: '/en/article/{slug}', module: shell },
  // Path not shown in the spec; chosen beside the article list.
  {
    name: 'articleTag-slug',
    cs: '/clanky/stitek/{slug}',
    en: '/en/articles/tag/{slug}',
    module: shell,
  },
  { name: 'search', cs: '/hledat', en: '/en/search', module: shell },
  { name: 'contact', cs: '/kontakt', en: '/en/contact', module: shell },
  // Checkout steps in order: index (cart), methods, info (spec section 2, "Other routing facts").
  { name: 'checkout', cs: '/kosik', en: '/en/cart', module: shell },
  {
    name: 'checkout-methods',
    cs: '/kosik/doprava-a-platba',
    en: '/en/cart/shipping-and-payment',
    module: shell,
  },
  {
    name: 'checkout-info',
    cs: '/kosik/dodaci-udaje',
    en: '/en/cart/delivery-details',
    module: shell,
  },
  { name: 'checkout-finish', cs: '/kosik/dokonceni', en: '/en/cart/finish', module: shell },
  {
    name: 'checkout-import-order',
    cs: '/kosik/import-objednavky',
    en: '/en/cart/import-order',
    module: shell,
  },
  {
    name: 'checkout-payment-callback',
    cs: '/checkout/payment/callback',
    en: '/en/checkout/payment/callback',
    module: shell,
  },
  { name: 'order', cs: '/poptavka', en: '/en/order', module: shell },
  { name: 'shopping-guide', cs: '/poradna', en: '/en/shopping-guide', module: shell },
  { name: 'compare', cs: '/porovnat', en: '/en/compare', module: shell },
  { name: 'login', cs: '/prihlasit', en: '/en/login', module: shell },
  { name: 'register', cs: '/registrovat', en: '/en/register', module: shell },
  { name: 'reset-password', cs: '/resetovat-heslo', en: '/en/reset-password', module: shell },
  {
    name: 'forgotten-password',
    cs: '/zapomenute-heslo',
    en: '/en/forgotten-password',
    module: shell,
  },
  { name: 'sitemapconfig', cs: '/sitemapconfig', en: '/en/sitemapconfig', module: shell },
  { name: 'maintenance', cs: '/udrzba', en: '/en/maintenance', module: shell },
  { name: 'about-purchase', cs: '/vse-o-nakupu', en: '/en/about-purchase', module: shell },
  { name: 'branches', cs: '/vydejny', en: '/en/branches', module: shell },
  { name: 'branch-slug', cs: '/vydejny/{slug}', en: '/en/branches/{slug}', module: shell },
  { name: 'brands', cs: '/znacky', en: '/en/brands', module: shell },
  { name: 'product-slug', cs: '/produkt/{slug}', en: '/en/product/{slug}', module: shell },
  { name: 'page-slug', cs: '/stranka/{slug}', en: '/en/page/{slug}', module: shell },
  { name: 'user', cs: '/uzivatel', en: '/en/user', module: shell },
  { name: 'user-dashboard', cs: '/uzivatel/prehled', en: '/en/user/overview', module: shell },
  { name: 'user-orders', cs: '/uzivatel/objednavky', en: '/en/user/orders', module: shell },
  {
    name: 'user-orders-id',
    cs: '/uzivatel/objednavky/{id}',
    en: '/en/user/orders/{id}',
    module: shell,
  },
  {
    name: 'user-shoppingLists',
    cs: '/uzivatel/nakupni-seznamy',
    en: '/en/user/shopping-lists',
    module: shell,
  },
  {
    name: 'user-shoppingLists-id',
    cs: '/uzivatel/nakupni-seznamy/{id}',
    en: '/en/user/shopping-lists/{id}',
    module: shell,
  },
  { name: 'user-settings', cs: '/uzivatel/osobni-udaje', en: '/en/user/settings', module: shell },
  {
    name: 'user-addressList',
    cs: '/uzivatel/seznam-adres',
    en: '/en/user/address-list',
    module: shell,
  },
  {
    name: 'user-password',
    cs: '/uzivatel/zmena-hesla',
    en: '/en/user/change-password',
    module: shell,
  },
  // Path not shown in the spec; chosen in the user area's style.
  { name: 'user-favourites', cs: '/uzivatel/oblibene', en: '/en/user/favourites', module: shell },
  // Catch-all per language: content pages and categories by slug (404 until content matches).
  { name: 'all', cs: '/{...slug}', en: '/en/{...slug}', module: 'routes/catchAll.tsx' },
] as const satisfies readonly RouteDefinition[];

export type RouteEntry = (typeof routeTable)[number];
export type RouteName = RouteEntry['name'];

const byName = new Map<string, RouteEntry>(routeTable.map((entry) => [entry.name, entry]));

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

export function findRoute(name: string): RouteEntry | undefined {
  return byName.get(name);
}
