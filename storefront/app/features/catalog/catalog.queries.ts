import { endpoints } from '@vitrina/contracts';
import {
  categoryByStoreIdOperation,
  filteredCategoryOperation,
  virtualCategoriesBySlugsOperation,
  type CatalogScopeInput,
} from '@vitrina/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/apiClient.ts';
import type { Locale } from '../../i18n/locale.ts';

/** A store category by its slug in either language; null when none has it. */
export const categoryBySlugQueryOptions = (api: ApiClient, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['category', locale, slug],
    queryFn: async () => {
      const answer = await api.call(endpoints.catalogCategory, {
        query: { slugs: [slug], checkPermissions: 'true' },
      });
      return answer.error ? null : (answer.data[0] ?? null);
    },
  });

/** A store category by its id (with its breadcrumbs); null when none has it. */
export const categoryByIdQueryOptions = (api: ApiClient, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['categoryById', locale, id],
    queryFn: async () =>
      (await api.call(endpoints.catalogCategory, { query: { ids: [id] } })).data[0] ?? null,
  });

/** A virtual category by its slug in either language; null when none has it. */
export const virtualCategoryBySlugQueryOptions = (api: ApiClient, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['virtualCategory', locale, slug],
    queryFn: async () =>
      (await api.query(virtualCategoriesBySlugsOperation, { slugs: [slug] }))
        .virtualCategories[0] ?? null,
  });

/** The content server's part of a store category page (texts, FAQ, banners, filter settings). */
export const categoryContentQueryOptions = (api: ApiClient, locale: Locale, storeId: number) =>
  queryOptions({
    queryKey: ['categoryContent', locale, storeId],
    queryFn: async () =>
      (await api.query(categoryByStoreIdOperation, { storeId: String(storeId) })).category,
  });

/** One page of a listing with its facets; the currency is part of the key (prices). */
export const catalogStateQueryOptions = (
  api: ApiClient,
  locale: Locale,
  currency: string,
  scope: CatalogScopeInput,
) =>
  queryOptions({
    queryKey: ['catalogState', locale, currency, scope],
    queryFn: () => api.call(endpoints.catalogState, { query: { scope } }),
  });

/** The virtual category that is the canonical page of a store category filtered by values. */
export const filteredCategoryQueryOptions = (
  api: ApiClient,
  locale: Locale,
  categoryId: number,
  parameterIds: readonly number[],
  valueIds: readonly number[],
) =>
  queryOptions({
    queryKey: ['filteredCategory', locale, categoryId, parameterIds, valueIds],
    queryFn: async () =>
      (
        await api.query(filteredCategoryOperation, {
          storeCategory: String(categoryId),
          parameterIds: parameterIds.map(String),
          valueIds: valueIds.map(String),
        })
      ).filteredCategory.canonical_virtual_category,
  });
