import { QueryClient } from '@tanstack/react-query';
import { logBackendFailure } from '../api/apiErrors.ts';
import { backendClient } from '../api/backendClient.server.ts';
import { serverEnv } from '../env.server.ts';
import { serverCatalogs } from '../i18n/catalogs.server.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { localeFromPath, type Locale } from '../i18n/locale.ts';
import { hasPersonalSession, readSessionCookies, type SessionCookies } from '../session/cookies.ts';
import { parseEnvOverrides } from '../session/envOverrides.ts';
import { resolveCurrency } from '../session/currency.ts';
import type { RequestContext } from './requestContext.ts';
import { usesHttps } from './requestProtocol.server.ts';
import { storeCurrencies } from './storeCurrencies.server.ts';

/**
 * The variant and groups cookies count only beside an auth token: they are the signed-in user's
 * (decision 080), so a guest cannot choose business prices by writing a cookie.
 */
function shopperSession(session: SessionCookies): SessionCookies {
  return session.authToken ? session : { ...session, userVariant: undefined, userGroups: [] };
}

function sessionClient(
  session: SessionCookies,
  locale: Locale,
  currency: string,
  backend: string | undefined,
  signal: AbortSignal,
) {
  return backendClient(
    {
      locale,
      currency,
      backend,
      userVariant: session.userVariant,
      userGroups: session.userGroups,
      cartToken: session.cartToken,
      authToken: session.authToken,
    },
    signal,
  );
}

/**
 * Replaces what this request believes about the shopper for the rest of the request: the account
 * feature sets the signed-in user's own variant and groups, or drops a token the back end refused.
 */
export function replaceSession(
  context: RequestContext,
  session: SessionCookies,
  signal: AbortSignal,
): void {
  context.session = session;
  context.api = clientForSession(context, session, signal);
}

/** A client like the request's, for another session (the one a login has just opened). */
export function clientForSession(
  context: RequestContext,
  session: SessionCookies,
  signal: AbortSignal,
) {
  return sessionClient(
    session,
    context.locale,
    context.currency,
    context.overrides?.backend,
    signal,
  );
}

/**
 * Resolves the request once (architecture.md, "SSR recipe"): locale and its Lingui instance from
 * the path, the shopper from the cookies (parsed here and nowhere else), the currency checked
 * against the store's list, then one API client with the shopper's headers and tokens.
 * Never throws for a back end that is down: the root loader turns missing currencies into a 503,
 * so even that error page has a locale.
 */
export async function resolveRequestContext(request: Request, url: URL): Promise<RequestContext> {
  const locale = localeFromPath(url.pathname);
  const session = shopperSession(readSessionCookies(request.headers.get('cookie')));
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
    api: sessionClient(session, audience.locale, currency, overrides?.backend, request.signal),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    }),
    publicOrigin: env.publicOrigin,
    https: usesHttps(request, url),
    featureFlags: { ...env.featureFlags, ...overrides?.flags },
    overrides,
  };
}
