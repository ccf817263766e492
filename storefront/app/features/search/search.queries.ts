import { endpoints } from '@vitrina/contracts';
import type { SearchEntityType } from '@vitrina/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/apiClient.ts';
import type { Locale } from '../../i18n/locale.ts';

export interface SearchCall {
  q: string;
  types: readonly SearchEntityType[];
  limit: number;
  page?: number;
}

/** `GET /search` of the content server (spec §7): hits of the given types, best first. */
export const searchQueryOptions = (api: ApiClient, locale: Locale, call: SearchCall) =>
  queryOptions({
    queryKey: ['search', locale, call.q, call.types.join(','), call.limit, call.page ?? 1],
    queryFn: () =>
      api.call(endpoints.search, {
        query: {
          q: call.q,
          types: call.types.join(','),
          limit: call.limit,
          page: call.page ?? 1,
        },
      }),
  });
