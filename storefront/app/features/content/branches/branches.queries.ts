import { queryOptions } from '@tanstack/react-query';
import { branchMapLimit, branchMapOperation, branchOperation } from '@vitrina/contracts/content';
import type { ApiClient } from '../../../api/apiClient.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** The branch map data: every branch's position, name, address and slug (spec §9: up to 500). */
export function branchMapQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['branchMap', locale],
    queryFn: async () => (await api.query(branchMapOperation, { limit: branchMapLimit })).branchMap,
  });
}

/** One branch by its slug (the content server also finds a Czech slug on the English site). */
export function branchQueryOptions(api: ApiClient, locale: Locale, slug: string) {
  return queryOptions({
    queryKey: ['branch', locale, slug],
    queryFn: async () => (await api.query(branchOperation, { slug })).branch,
  });
}
