import type { Locale } from '../i18n/locale.ts';
import { audienceOf, type RequestContext } from '../request/requestContext.ts';
import type { ApiClient } from './apiClient.ts';
import { backendClient } from './backendClient.server.ts';

/**
 * A client for the same shopper in another language, for what a page needs from that language
 * only (its slug there, for the language switch). It carries no tokens: nothing personal.
 */
export function apiInLocale(context: RequestContext, locale: Locale): ApiClient {
  return backendClient({ ...audienceOf(context), locale });
}
