import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react-router';
import type { ApiClient } from '../api/apiClient.ts';
import type { Locale } from '../i18n/locale.ts';
import type { SessionCookies } from '../session/cookies.ts';

/** Set first and without I/O, so even an error page (back end down) renders translated. */
export interface RequestLocale {
  locale: Locale;
  i18n: I18n;
}

/** Everything a loader or action needs about this one request; never shared between requests. */
export interface RequestServices extends RequestLocale {
  currency: string;
  session: SessionCookies;
  queryClient: QueryClient;
  api: ApiClient;
  /** Absolute origin for alternate links (PUBLIC_URL or the request's own). */
  origin: string;
}

export const requestLocaleContext = createContext<RequestLocale | null>(null);
export const requestServicesContext = createContext<RequestServices>();
