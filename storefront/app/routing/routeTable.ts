import type { MessageDescriptor } from '@lingui/core';

/**
 * The one route table of spec section 2: route name, Czech path, English path, route module and
 * the page's title.
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
  /**
   * Heading and <title> of the page; a page may refine it (a product's name). A plain descriptor
   * marked for extraction, because routes.ts loads this file where no Lingui macro runs.
   */
  readonly title: MessageDescriptor;
  /**
   * The page shows or takes the shopper's own data (cart, checkout, login, account): it is
   * answered `private, no-store` even to a shopper without cookies, so no shared cache keeps it.
   */
  readonly personal?: true;
}

export const routeTable = [
  {
    name: 'index',
    cs: '/',
    en: '/en',
    module: 'routes/home.tsx',
    title: /*i18n*/ { id: 'pageTitle.index', message: 'Home' },
  },
  {
    name: 'user-activate',
    cs: '/aktivovat',
    en: '/en/activate',
    module: 'routes/account/activate.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-activate', message: 'Account activation' },
    personal: true,
  },
  {
    name: 'articleList',
    cs: '/clanky',
    en: '/en/articles',
    module: 'routes/articleList.tsx',
    title: /*i18n*/ { id: 'pageTitle.articleList', message: 'Articles' },
  },
  {
    name: 'articleList-slug',
    cs: '/clanky/{slug}',
    en: '/en/articles/{slug}',
    module: 'routes/articleCategory.tsx',
    title: /*i18n*/ { id: 'pageTitle.articleList-slug', message: 'Articles' },
  },
  {
    name: 'article-slug',
    cs: '/clanek/{slug}',
    en: '/en/article/{slug}',
    module: 'routes/article.tsx',
    title: /*i18n*/ { id: 'pageTitle.article-slug', message: 'Article' },
  },
  // Path not shown in the spec; chosen beside the article list.
  {
    name: 'articleTag-slug',
    cs: '/clanky/stitek/{slug}',
    en: '/en/articles/tag/{slug}',
    module: 'routes/articleTag.tsx',
    title: /*i18n*/ { id: 'pageTitle.articleTag-slug', message: 'Articles by tag' },
  },
  // Paths not shown in the spec (author pages, spec §2 "Other pages"); chosen beside the tags.
  {
    name: 'articleAuthor-slug',
    cs: '/clanky/autor/{slug}',
    en: '/en/articles/author/{slug}',
    module: 'routes/articleAuthor.tsx',
    title: /*i18n*/ { id: 'pageTitle.articleAuthor-slug', message: 'Articles by author' },
  },
  // The glossary (spec §2 "Other pages": term list and term detail by slug); paths are ours.
  {
    name: 'glossary',
    cs: '/slovnik-pojmu',
    en: '/en/glossary',
    module: 'routes/glossary.tsx',
    title: /*i18n*/ { id: 'pageTitle.glossary', message: 'Glossary' },
  },
  {
    name: 'glossary-slug',
    cs: '/slovnik-pojmu/{slug}',
    en: '/en/glossary/{slug}',
    module: 'routes/glossaryTerm.tsx',
    title: /*i18n*/ { id: 'pageTitle.glossary-slug', message: 'Glossary term' },
  },
  {
    name: 'search',
    cs: '/hledat',
    en: '/en/search',
    module: 'routes/search.tsx',
    title: /*i18n*/ { id: 'pageTitle.search', message: 'Search' },
  },
  {
    name: 'contact',
    cs: '/kontakt',
    en: '/en/contact',
    module: 'routes/contact.tsx',
    title: /*i18n*/ { id: 'pageTitle.contact', message: 'Contact' },
  },
  // Checkout steps in order: index (cart), methods, info (spec section 2, "Other routing facts").
  {
    name: 'checkout',
    cs: '/kosik',
    en: '/en/cart',
    module: 'routes/checkout/cart.tsx',
    title: /*i18n*/ { id: 'pageTitle.checkout', message: 'Cart' },
    personal: true,
  },
  {
    name: 'checkout-methods',
    cs: '/kosik/doprava-a-platba',
    en: '/en/cart/shipping-and-payment',
    module: 'routes/checkout/shippingAndPayment.tsx',
    title: /*i18n*/ { id: 'pageTitle.checkout-methods', message: 'Shipping and payment' },
    personal: true,
  },
  {
    name: 'checkout-info',
    cs: '/kosik/dodaci-udaje',
    en: '/en/cart/delivery-details',
    module: 'routes/checkout/deliveryDetails.tsx',
    title: /*i18n*/ { id: 'pageTitle.checkout-info', message: 'Delivery details' },
    personal: true,
  },
  {
    name: 'checkout-finish',
    cs: '/kosik/dokonceni',
    en: '/en/cart/finish',
    module: 'routes/checkout/finish.tsx',
    title: /*i18n*/ { id: 'pageTitle.checkout-finish', message: 'Order finished' },
    personal: true,
  },
  {
    name: 'checkout-import-order',
    cs: '/kosik/import-objednavky',
    en: '/en/cart/import-order',
    module: 'routes/checkout/importOrder.tsx',
    title: /*i18n*/ { id: 'pageTitle.checkout-import-order', message: 'Order import' },
    personal: true,
  },
  {
    name: 'checkout-payment-callback',
    cs: '/checkout/payment/callback',
    en: '/en/checkout/payment/callback',
    module: 'routes/checkout/paymentCallback.tsx',
    title: /*i18n*/ { id: 'pageTitle.checkout-payment-callback', message: 'Payment' },
    personal: true,
  },
  {
    name: 'order',
    cs: '/poptavka',
    en: '/en/order',
    module: 'routes/inquiry.tsx',
    title: /*i18n*/ { id: 'pageTitle.order', message: 'Order or inquiry' },
    personal: true,
  },
  {
    name: 'shopping-guide',
    cs: '/poradna',
    en: '/en/shopping-guide',
    module: 'routes/shoppingGuide.tsx',
    title: /*i18n*/ { id: 'pageTitle.shopping-guide', message: 'Shopping guide' },
  },
  {
    name: 'compare',
    cs: '/porovnat',
    en: '/en/compare',
    module: 'routes/compare.tsx',
    title: /*i18n*/ { id: 'pageTitle.compare', message: 'Product comparison' },
    personal: true,
  },
  {
    name: 'login',
    cs: '/prihlasit',
    en: '/en/login',
    module: 'routes/account/login.tsx',
    title: /*i18n*/ { id: 'pageTitle.login', message: 'Log in' },
    personal: true,
  },
  {
    name: 'register',
    cs: '/registrovat',
    en: '/en/register',
    module: 'routes/account/register.tsx',
    title: /*i18n*/ { id: 'pageTitle.register', message: 'Registration' },
    personal: true,
  },
  {
    name: 'reset-password',
    cs: '/resetovat-heslo',
    en: '/en/reset-password',
    module: 'routes/account/resetPassword.tsx',
    title: /*i18n*/ { id: 'pageTitle.reset-password', message: 'Password reset' },
    personal: true,
  },
  {
    name: 'forgotten-password',
    cs: '/zapomenute-heslo',
    en: '/en/forgotten-password',
    module: 'routes/account/forgottenPassword.tsx',
    title: /*i18n*/ { id: 'pageTitle.forgotten-password', message: 'Forgotten password' },
    personal: true,
  },
  {
    name: 'sitemapconfig',
    cs: '/sitemapconfig',
    en: '/en/sitemapconfig',
    module: 'routes/sitemapConfig.tsx',
    title: /*i18n*/ { id: 'pageTitle.sitemapconfig', message: 'Sitemap configuration' },
  },
  {
    name: 'maintenance',
    cs: '/udrzba',
    en: '/en/maintenance',
    module: 'routes/maintenance.tsx',
    title: /*i18n*/ { id: 'pageTitle.maintenance', message: 'Maintenance' },
  },
  {
    name: 'about-purchase',
    cs: '/vse-o-nakupu',
    en: '/en/about-purchase',
    module: 'routes/aboutPurchase.tsx',
    title: /*i18n*/ { id: 'pageTitle.about-purchase', message: 'About purchase' },
  },
  {
    name: 'branches',
    cs: '/vydejny',
    en: '/en/branches',
    module: 'routes/branches.tsx',
    title: /*i18n*/ { id: 'pageTitle.branches', message: 'Pick-up points' },
  },
  {
    name: 'branch-slug',
    cs: '/vydejny/{slug}',
    en: '/en/branches/{slug}',
    module: 'routes/branchDetail.tsx',
    title: /*i18n*/ { id: 'pageTitle.branch-slug', message: 'Pick-up point' },
  },
  {
    name: 'brands',
    cs: '/znacky',
    en: '/en/brands',
    module: 'routes/brands.tsx',
    title: /*i18n*/ { id: 'pageTitle.brands', message: 'Brands' },
  },
  {
    name: 'product-slug',
    cs: '/produkt/{slug}',
    en: '/en/product/{slug}',
    module: 'routes/product.tsx',
    title: /*i18n*/ { id: 'pageTitle.product-slug', message: 'Product' },
  },
  {
    // The link of every watchdog e-mail; one button stops the watch (a mail scanner's GET does not).
    name: 'watchdog-unsubscribe',
    cs: '/hlidaci-pes/odhlasit',
    en: '/en/watchdog/unsubscribe',
    module: 'routes/watchdogUnsubscribe.tsx',
    title: /*i18n*/ { id: 'pageTitle.watchdog-unsubscribe', message: 'Cancel the watchdog' },
    personal: true,
  },
  {
    name: 'page-slug',
    cs: '/stranka/{slug}',
    en: '/en/page/{slug}',
    module: 'routes/contentPage.tsx',
    title: /*i18n*/ { id: 'pageTitle.page-slug', message: 'Page' },
  },
  {
    name: 'user',
    cs: '/uzivatel',
    en: '/en/user',
    module: 'routes/account/userRoot.tsx',
    title: /*i18n*/ { id: 'pageTitle.user', message: 'My account' },
    personal: true,
  },
  {
    name: 'user-dashboard',
    cs: '/uzivatel/prehled',
    en: '/en/user/overview',
    module: 'routes/account/dashboard.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-dashboard', message: 'Overview' },
    personal: true,
  },
  {
    name: 'user-orders',
    cs: '/uzivatel/objednavky',
    en: '/en/user/orders',
    module: 'routes/account/orders.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-orders', message: 'Orders' },
    personal: true,
  },
  {
    name: 'user-orders-id',
    cs: '/uzivatel/objednavky/{id}',
    en: '/en/user/orders/{id}',
    module: 'routes/account/order.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-orders-id', message: 'Order detail' },
    personal: true,
  },
  {
    name: 'user-shoppingLists',
    cs: '/uzivatel/nakupni-seznamy',
    en: '/en/user/shopping-lists',
    module: 'routes/account/shoppingLists.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-shoppingLists', message: 'Shopping lists' },
    personal: true,
  },
  {
    name: 'user-shoppingLists-id',
    cs: '/uzivatel/nakupni-seznamy/{id}',
    en: '/en/user/shopping-lists/{id}',
    module: 'routes/account/shoppingList.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-shoppingLists-id', message: 'Shopping list' },
    personal: true,
  },
  {
    name: 'user-settings',
    cs: '/uzivatel/osobni-udaje',
    en: '/en/user/settings',
    module: 'routes/account/settings.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-settings', message: 'Personal data' },
    personal: true,
  },
  {
    name: 'user-addressList',
    cs: '/uzivatel/seznam-adres',
    en: '/en/user/address-list',
    module: 'routes/account/addresses.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-addressList', message: 'Addresses' },
    personal: true,
  },
  {
    name: 'user-password',
    cs: '/uzivatel/zmena-hesla',
    en: '/en/user/change-password',
    module: 'routes/account/changePassword.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-password', message: 'Change password' },
    personal: true,
  },
  // Path not shown in the spec; chosen in the user area's style.
  {
    name: 'user-favourites',
    cs: '/uzivatel/oblibene',
    en: '/en/user/favourites',
    module: 'routes/account/favourites.tsx',
    title: /*i18n*/ { id: 'pageTitle.user-favourites', message: 'Favourites' },
    personal: true,
  },
  // Catch-all per language: content pages and categories by slug (404 until content matches).
  {
    name: 'all',
    cs: '/{...slug}',
    en: '/en/{...slug}',
    module: 'routes/catchAll.tsx',
    title: /*i18n*/ { id: 'pageTitle.all', message: 'Page' },
  },
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

export function routeTitle(name: RouteName): MessageDescriptor {
  // Every RouteName is a key of the table, so the entry exists.
  return (byName.get(name) as RouteEntry).title;
}
