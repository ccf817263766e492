import { apiHeaders, requestHeaders } from '@vitrina/contracts';
import { backendUrls } from '../env.server.ts';
import type { Locale } from '../i18n/locale.ts';
import { audienceOf, type RequestContext } from '../request/requestContext.ts';
import { createApiClient, type ApiClient } from './apiClient.ts';
import { backendClient } from './backendClient.server.ts';

/**
 * A client for the same shopper in another language, for what a page needs from that language
 * only (its slug there, for the language switch). It carries no tokens: nothing personal.
 */
export function apiInLocale(context: RequestContext, locale: Locale): ApiClient {
  return backendClient({ ...audienceOf(context), locale });
}

/**
 * A client in `target` that also finds items by the current language's slugs: the content server
 * falls back to the `x-default-locale` language when a slug is not the target's own, so asking
 * in English with Czech as the default finds a page by its Czech slug and answers its English one.
 */
export function apiFindingSlugsIn(context: RequestContext, target: Locale): ApiClient {
  const headers = requestHeaders({ ...audienceOf(context), locale: target });
  headers[apiHeaders.defaultLocale] = context.locale;
  return createApiClient({ baseUrls: backendUrls(context.overrides?.backend), headers });
}
