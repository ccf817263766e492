import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@vitrina/contracts';
import type { Locale } from '../i18n/locale.ts';
import type { ApiClient } from './apiClient.ts';

export function currenciesQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['currencies', locale],
    queryFn: async () => (await api.call(endpoints.currencies, {})).data,
    staleTime: 5 * 60_000,
  });
}
