import { QueryClient } from '@tanstack/react-query';
import { logBackendFailure } from '../api/apiErrors.ts';
import { backendClient } from '../api/backendClient.server.ts';
import { serverEnv } from '../env.server.ts';
import { serverCatalogs } from '../i18n/catalogs.server.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { hasPersonalSession, readSessionCookies } from '../session/cookies.ts';
import { parseEnvOverrides } from '../session/envOverrides.ts';
import { resolveCurrency } from '../session/currency.ts';
import type { RequestContext } from './requestContext.ts';
import { usesHttps } from './requestProtocol.server.ts';
import { storeCurrencies } from './storeCurrencies.server.ts';

/**
 * Resolves the request once (architecture.md, "SSR recipe"): locale and its Lingui instance from
 * the path, the shopper from the cookies (parsed here and nowhere else), the currency checked
 * against the store's list, then one API client with the shopper's headers and tokens.
 * Never throws for a back end that is down: the root loader turns missing currencies into a 503,
 * so even that error page has a locale.
 */
export async function resolveRequestContext(request: Request, url: URL): Promise<RequestContext> {
  const locale = localeFromPath(url.pathname);
  const session = readSessionCookies(request.headers.get('cookie'));
  const env = serverEnv();
  const overrides = env.allowEnvOverride
    ? parseEnvOverrides(request.headers.get('cookie'), {
        backends: Object.keys(env.overrideBackends),
      })
    : null;
  const audience = {
    locale,
    userVariant: session.userVariant,
    userGroups: session.userGroups,
    backend: overrides?.backend,
  };
  const currencies = await storeCurrencies(audience).catch((error: unknown) => {
    logBackendFailure(error);
    return null;
  });
  const currency = resolveCurrency(session.currency, currencies ?? []);
  return {
    locale,
    i18n: createI18n(locale, serverCatalogs[locale]),
    session,
    personal: hasPersonalSession(session) || overrides !== null,
    currency,
    currencies,
    api: backendClient(
      {
        ...audience,
        currency,
        cartToken: session.cartToken,
        authToken: session.authToken,
      },
      request.signal,
    ),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    }),
    publicOrigin: env.publicOrigin,
    https: usesHttps(request, url),
    featureFlags: { ...env.featureFlags, ...overrides?.flags },
    overrides,
  };
}
