import '@vitrina/design-system/global.css';
import '@vitrina/design-system/fonts.css';
import { useLingui } from '@lingui/react/macro';
import { LinkProvider, Toaster, themes } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { loadLayoutData } from './api/layoutData.server.ts';
import { requestServicesContext } from './context/requestContext.ts';
import { useDocumentSettings } from './document/documentSettings.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { RouterLink } from './layout/RouterLink.tsx';
import { cacheHeadersMiddleware } from './middleware/cacheHeaders.server.ts';
import { requestServicesMiddleware } from './middleware/requestServices.server.ts';
import { urlRulesMiddleware } from './middleware/urlRules.server.ts';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { errorDetails } from './pages/errorStatus.ts';
import { LanguageAlternates } from './pages/LanguageAlternates.tsx';
import { AppProviders } from './state/AppProviders.tsx';

// URL rules first (a redirect needs nothing else), then cache headers around everything below.
export const middleware: Route.MiddlewareFunction[] = [
  urlRulesMiddleware,
  cacheHeadersMiddleware,
  requestServicesMiddleware,
];

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(requestServicesContext);
  const layout = await loadLayoutData(services);
  return {
    locale: services.locale,
    currency: services.currency,
    origin: services.origin,
    ...layout,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The document; also wraps error boundaries, so it needs no loader data. */
export function Layout({ children }: { children: ReactNode }) {
  const { locale, theme } = useDocumentSettings();
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, currency, currencies, menus, origin } = loaderData;
  return (
    <AppProviders locale={locale} currency={currency}>
      <LinkProvider component={RouterLink}>
        <LanguageAlternates origin={origin} />
        <SiteLayout locale={locale} currency={currency} currencies={currencies} menus={menus}>
          <Outlet />
        </SiteLayout>
        <Notifications />
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
  const { locale } = useDocumentSettings();
  return (
    <LinkProvider component={RouterLink}>
      <SiteLayout locale={locale}>
        <ErrorPage error={errorDetails(error, import.meta.env.PROD)} locale={locale} />
      </SiteLayout>
    </LinkProvider>
  );
}
