import { QueryClient } from '@tanstack/react-query';
import { defaultCurrency, requestHeaders } from '@vitrina/contracts';
import type { MiddlewareFunction } from 'react-router';
import { createApiClient } from '../api/apiClient.ts';
import { serviceUnavailable } from '../api/apiErrors.ts';
import { currenciesQueryOptions } from '../api/currency.queries.ts';
import { requestLocaleContext, requestServicesContext } from '../context/requestContext.ts';
import { serverEnv } from '../env.server.ts';
import { serverCatalogs } from '../i18n/catalogs.server.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { readSessionCookies } from '../session/cookies.ts';
import { resolveCurrency } from '../session/currency.ts';

/**
 * Builds this request's services (architecture.md, "SSR recipe"): locale and its own Lingui
 * instance first, then the currency validated against the store, then API clients carrying the
 * shopper's headers and tokens, and a QueryClient that lives as long as the request.
 */
export const requestServicesMiddleware: MiddlewareFunction<Response> = async ({
  request,
  url,
  context,
}) => {
  const locale = localeFromPath(url.pathname);
  const i18n = createI18n(locale, serverCatalogs[locale]);
  context.set(requestLocaleContext, { locale, i18n });

  const env = serverEnv();
  const session = readSessionCookies(request.headers.get('cookie'));
  const clientFor = (currency: string) =>
    createApiClient({
      baseUrls: { store: env.storeApiUrl, content: env.contentApiUrl },
      headers: requestHeaders({
        locale,
        currency,
        userVariant: session.userVariant,
        userGroups: session.userGroups,
        cartToken: session.cartToken,
        authToken: session.authToken,
      }),
      signal: request.signal,
    });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });

  let currencies;
  try {
    currencies = await queryClient.fetchQuery(
      currenciesQueryOptions(clientFor(defaultCurrency), locale),
    );
  } catch (error) {
    throw serviceUnavailable(error);
  }
  const currency = resolveCurrency(session.currency, currencies);

  context.set(requestServicesContext, {
    locale,
    i18n,
    currency,
    session,
    queryClient,
    api: clientFor(currency),
    origin: env.publicUrl ?? url.origin,
  });
};
