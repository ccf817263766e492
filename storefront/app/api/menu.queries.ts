import { queryOptions } from '@tanstack/react-query';
import { endpoints, type MenuCode } from '@vitrina/contracts';
import type { Locale } from '../i18n/locale.ts';
import type { ApiClient } from './apiClient.ts';

/** Menus change rarely; one fetch per request (server) or per five minutes (browser) is plenty. */
export function menuQueryOptions(api: ApiClient, code: MenuCode, locale: Locale) {
  return queryOptions({
    queryKey: ['menu', locale, code],
    queryFn: () => api.call(endpoints.menuObject, { params: { code } }),
    staleTime: 5 * 60_000,
  });
}
