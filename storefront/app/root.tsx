import './ui/zodWithoutEval.ts';
import '@vitrina/design-system/global.css';
import '@vitrina/design-system/fonts.css';
import { useLingui } from '@lingui/react/macro';
import { LinkProvider, Toaster, themes } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { PageAnalytics } from './analytics/PageAnalytics.tsx';
import { favouriteIds } from './features/account/favourites.server.ts';
import { shopperMiddleware, shopperSummary } from './features/account/shopper.server.ts';
import { loadCartSummary } from './features/cart/cart.server.ts';
import { AddToCartLinkOffer } from './features/catalog/AddToCartLinkOffer.tsx';
import { loadAddToCartLink } from './features/catalog/addToCartLink.server.ts';
import { AdminPanelLoader } from './features/layout/admin/AdminPanelLoader.tsx';
import { ChunkReload } from './features/layout/furniture/ChunkReload.tsx';
import { EntryModalLoader } from './features/layout/furniture/EntryModalLoader.tsx';
import { loadEntryModal } from './features/layout/furniture/entryModal.server.ts';
import { CookieConsent } from './features/layout/furniture/CookieConsent.tsx';
import { OnlineStatus } from './features/layout/furniture/OnlineStatus.tsx';
import { loadSiteFurniture } from './features/layout/furniture/siteConfiguration.server.ts';
import { LanguageAlternates } from './features/layout/LanguageAlternates.tsx';
import { loadLayoutData } from './features/layout/layoutData.server.ts';
import { SiteLayout } from './features/layout/SiteLayout.tsx';
import { useLocale } from './i18n/useLocale.ts';
import { serverEnv } from './env.server.ts';
import { cacheHeadersMiddleware } from './middleware/cacheHeaders.server.ts';
import { crossSiteGuardMiddleware } from './middleware/crossSiteGuard.server.ts';
import { maintenanceMiddleware } from './middleware/maintenance.server.ts';
import { requestContextMiddleware } from './middleware/requestContext.server.ts';
import { requestIdMiddleware } from './middleware/requestId.server.ts';
import { securityHeadersMiddleware } from './middleware/securityHeaders.server.ts';
import { urlRulesMiddleware } from './middleware/urlRules.server.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { ShopperStateMirror } from './features/layout/ShopperStateMirror.tsx';
import { getRequestContext, requestCurrency } from './request/requestContext.ts';
import { useDocumentSettings } from './ui/documentSettings.tsx';
import { ErrorPage } from './ui/ErrorPage.tsx';
import { ErrorPageFailsafe } from './ui/ErrorPageFailsafe.tsx';
import { loadErrorPageContent } from './features/content/status/errorPage.server.ts';
import { errorDetails } from './ui/errorStatus.ts';
import { RouterLink } from './ui/RouterLink.tsx';
import { scrollRestorationKey } from './routing/scrollKey.ts';
import { resolveTheme } from './ui/resolveTheme.server.ts';
import { themeSettings } from './ui/themeSettings.ts';

// The request id for every back-end call, security headers around everything, then URL rules (a
// redirect needs nothing else), cache headers around the rest, the request context, and the
// cross-site guard before any action runs.
export const middleware: Route.MiddlewareFunction[] = [
  requestIdMiddleware,
  securityHeadersMiddleware,
  urlRulesMiddleware,
  maintenanceMiddleware,
  cacheHeadersMiddleware,
  requestContextMiddleware,
  crossSiteGuardMiddleware,
  shopperMiddleware,
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const [layout, furniture, cart, addToCartLink, favourites, errorPage] = await Promise.all([
    loadLayoutData(ctx),
    loadSiteFurniture(ctx, request),
    // Only with a cart or login cookie, which makes the page the shopper's own (decision 085).
    loadCartSummary(ctx),
    // `?addToCart=` offers, never adds (decision 171).
    loadAddToCartLink(ctx, new URL(request.url)),
    // The hearts' state: only a signed-in shopper's (private) page asks.
    favouriteIds(context),
    // For the 403/404/500 pages' boundary (shared cache; null without it, decision 190).
    loadErrorPageContent(ctx),
  ]);
  const entryModal = await loadEntryModal(
    ctx,
    themeSettings[resolveTheme(ctx)].entryModal,
    furniture.preferences.entryModalsClosed,
  );
  // What the session has to load before analytics calls it loaded (spec §4).
  const shopper = {
    hasCart: Boolean(ctx.session.cartToken),
    loggedIn: Boolean(ctx.session.authToken),
  };
  const env = serverEnv();
  // The admin panel exists only with ALLOW_ENV_OVERRIDE; it gets names, never addresses.
  const adminPanel = env.allowEnvOverride
    ? {
        backends: Object.keys(env.overrideBackends),
        overrides: ctx.overrides,
        flags: ctx.featureFlags,
      }
    : null;
  return {
    currency: ctx.currency,
    publicOrigin: ctx.publicOrigin,
    ...layout,
    furniture,
    shopper,
    account: shopperSummary(context),
    favouriteIds: favourites.productIds,
    cart: cart ? { ...cart, currency: requestCurrency(ctx) } : null,
    featureFlags: ctx.featureFlags,
    searchTrackingMinLength: env.searchTrackingMinLength,
    adminPanel,
    entryModal,
    addToCartLink,
    errorPage,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The document; also wraps error boundaries, so it needs no loader data. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { theme } = useDocumentSettings();
  return (
    <html lang={locale} className={themes[theme]} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { currency, currencies, menus, publicOrigin, furniture, shopper, adminPanel, entryModal } =
    loaderData;
  const { addToCartLink, cart, account, favouriteIds } = loaderData;
  return (
    <AppProviders>
      <ShopperStateMirror cart={cart} account={account} favouriteIds={favouriteIds} />
      <LinkProvider component={RouterLink}>
        <LanguageAlternates origin={publicOrigin} />
        <PageAnalytics
          consent={furniture.preferences.consent}
          currency={currency}
          cart={loaderData.cart}
          {...shopper}
        />
        <SiteLayout currency={currency} currencies={currencies} menus={menus} furniture={furniture}>
          <AddToCartLinkOffer offer={addToCartLink} />
          <Outlet />
        </SiteLayout>
        <Notifications />
        <CookieConsent stored={furniture.preferences.consent} />
        <OnlineStatus />
        <ChunkReload />
        <AdminPanelLoader panel={adminPanel} />
        <EntryModalLoader modal={entryModal} />
      </LinkProvider>
    </AppProviders>
  );
}

function Notifications() {
  const { t } = useLingui();
  return <Toaster label={t`Notifications ({hotkey})`} closeLabel={t`Close`} />;
}

/** The root's own data failed (back end down → 503): the bare frame and the error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Its own store too: the header's atoms must never fall back to Jotai's module-wide one.
  return (
    <AppProviders>
      <LinkProvider component={RouterLink}>
        <SiteLayout>
          <ErrorPageFailsafe>
            <ErrorPage error={errorDetails(error, import.meta.env.PROD)} />
          </ErrorPageFailsafe>
        </SiteLayout>
      </LinkProvider>
    </AppProviders>
  );
}
