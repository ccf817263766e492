import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { Currency } from '@vitrina/contracts/store';
import { createContext, type RouterContextProvider } from 'react-router';
import type { ApiClient } from '../api/apiClient.ts';
import { serviceUnavailable } from '../api/apiErrors.ts';
import type { Audience } from '../api/sharedCache.server.ts';
import type { Locale } from '../i18n/locale.ts';
import type { SessionCookies } from '../session/cookies.ts';
import type { EnvOverrides } from '../session/envOverrides.ts';
import type { FeatureFlags } from '../session/featureFlags.ts';

/**
 * Everything about this one request, resolved once by the root middleware
 * (middleware/requestContext.server.ts) and read by loaders, actions, middleware and the server
 * entry. Never shared between requests.
 */
export interface RequestContext {
  /** From the path: `/en…` is English, everything else Czech. */
  locale: Locale;
  /** This request's own Lingui instance; the global one would leak locales between requests. */
  i18n: I18n;
  /** The shopper's cookies: currency choice, user variant and groups, auth and cart tokens. */
  session: SessionCookies;
  /** A login or a cart: nothing rendered for this request may be shared by caches. */
  personal: boolean;
  /** The cookie's currency when the store sells in it, else the store's default. */
  currency: string;
  /** What the store sells in; null when the back end could not say (the page becomes a 503). */
  currencies: readonly Currency[] | null;
  /** Calls to both back ends with this request's headers and tokens (spec section 7). */
  api: ApiClient;
  /** Query cache of this request; loaders fill it with `ensureQueryData`. */
  queryClient: QueryClient;
  /** The shop's configured origin (PUBLIC_URL) for absolute links; never the request's Host. */
  publicOrigin: string;
  /** The browser used HTTPS (directly or through a trusted proxy): cookies get `Secure`. */
  https: boolean;
  /** The shop's feature flags (spec §6), with this browser's admin overrides applied. */
  featureFlags: FeatureFlags;
  /**
   * The admin panel's overrides for this browser (only with ALLOW_ENV_OVERRIDE); a request with
   * any is `personal`, so no shared cache keeps what it renders.
   */
  overrides: EnvOverrides | null;
}

export const requestContext = createContext<RequestContext | null>(null);

/** The request context in a loader or action; the root middleware always sets it first. */
export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  const value = context.get(requestContext);
  if (!value) throw new Error('The request context middleware did not run for this request');
  return value;
}

/** The currencies the store sells in, or the page becomes a 503 (the back end is down). */
export function soldCurrencies({ currencies }: RequestContext): readonly Currency[] {
  if (!currencies) throw serviceUnavailable(new Error('The store did not list its currencies'));
  return currencies;
}

/** The request's currency with its format (the store lists it, or the page is a 503). */
export function requestCurrency(context: RequestContext): Currency {
  const currencies = soldCurrencies(context);
  const currency = currencies.find((entry) => entry.code === context.currency) ?? currencies[0];
  if (!currency) throw serviceUnavailable(new Error('The store lists no currency'));
  return currency;
}

/** Who the request speaks for in shared caches: everything but the shopper's own tokens. */
export function audienceOf({ locale, currency, session, overrides }: RequestContext): Audience {
  return {
    locale,
    currency,
    userVariant: session.userVariant,
    userGroups: session.userGroups,
    backend: overrides?.backend,
  };
}
