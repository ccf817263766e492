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
  // Form target of the cookie consent and the banners' close buttons without JavaScript.
  route('actions/preferences', 'routes/savePreference.ts', { id: 'save-preference' }),
  // The account menu's logout button (a plain POST).
  route('actions/logout', 'routes/account/logout.ts', { id: 'logout' }),
  // The favourites hearts (a plain POST; GET gives a script the wish list's product ids).
  route('actions/favourites', 'routes/account/favouritesAction.ts', { id: 'favourites-action' }),
  // Pathless layout whose error boundary shows page errors (404…) inside the site's header and footer.
  layout('routes/pages.tsx', pages),
] satisfies RouteConfig;
