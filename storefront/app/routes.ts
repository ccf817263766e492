import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { routeId, toRouterPath } from './routing/routeIds.ts';
import { routeTable } from './routing/routeTable.ts';
import { locales } from './i18n/locale.ts';

const pages = routeTable.flatMap((entry) =>
  locales.map((locale) => {
    const path = toRouterPath(entry[locale]);
    const id = routeId(entry.name, locale);
    return path === '' ? index(entry.module, { id }) : route(path, entry.module, { id });
  }),
);

export default [
  // Form target of the currency switch; works without JavaScript (plain POST, then a redirect).
  route('actions/set-currency', 'routes/setCurrency.ts', { id: 'set-currency' }),
  // Add-to-cart forms of the product page and product boxes; the checkout work completes it.
  route('actions/add-to-cart', 'routes/addToCart.ts', { id: 'add-to-cart' }),
  // Compare toggle and the compare page's remove buttons (a cookie of product ids).
  route('actions/compare', 'routes/compareAction.ts', { id: 'compare-action' }),
  // The header search's dropdown (JSON for the query in ?q=); the results page is route `search`.
  // One path per language, since the request's language comes from the path (`/en/…`).
  route('actions/search-suggestions', 'routes/searchSuggestions.ts', { id: 'search-suggestions' }),
  route('en/actions/search-suggestions', 'routes/searchSuggestions.ts', {
    id: 'search-suggestions-en',
  }),
  // Recommendation rails the browser loads (the added-item dialog, the error page), per language.
  route('actions/recommendations', 'routes/recommendations.ts', { id: 'recommendations' }),
  route('en/actions/recommendations', 'routes/recommendations.ts', { id: 'recommendations-en' }),
  // Form target of the cookie consent and the banners' close buttons without JavaScript.
  route('actions/preferences', 'routes/savePreference.ts', { id: 'save-preference' }),
  // The newsletter forms (footer, blocks); works without JavaScript (POST, then back with a notice).
  route('actions/newsletter', 'routes/newsletterAction.ts', { id: 'newsletter-action' }),
  // Search engines: robots.txt and the sitemap index with its per-language sitemaps.
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemapIndex.ts', { id: 'sitemap-index' }),
  route('sitemaps/:file', 'routes/sitemap.ts', { id: 'sitemap' }),
  // The account menu's logout button (a plain POST).
  route('actions/logout', 'routes/account/logout.ts', { id: 'logout' }),
  // The favourites hearts (a plain POST; GET gives a script the wish list's product ids).
  route('actions/favourites', 'routes/account/favouritesAction.ts', { id: 'favourites-action' }),
  // The order detail's "repeat order" button (a plain POST; the order's lines go into the cart).
  route('actions/repeat-order', 'routes/account/repeatOrder.ts', { id: 'repeat-order' }),
  // The delivery-details step's company lookup for a script (JSON); the step's form also does it.
  route('actions/company-lookup', 'routes/checkout/companyLookup.ts', { id: 'company-lookup' }),
  // Pathless layout whose error boundary shows page errors (404…) inside the site's header and footer.
  layout('routes/pages.tsx', pages),
] satisfies RouteConfig;
