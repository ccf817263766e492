import { endpoints } from '@vitrina/contracts';
import {
  brandsByIdsOperation,
  parametersOperation,
  type CatalogProduct,
} from '@vitrina/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/apiClient.ts';
import { runOperation } from '../../api/graphql.ts';
import type { Locale } from '../../i18n/locale.ts';
import { reviewsApiQuery, type ReviewsRequest } from './reviewsQuery.ts';

/**
 * One product by slug with the permission check on (spec §7). The answer's `error` (unknown slug,
 * a product of another user group) is thrown as the status it names.
 */
export const productBySlugQueryOptions = (api: ApiClient, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['product', locale, slug],
    queryFn: async (): Promise<CatalogProduct> => {
      const answer = await api.call(endpoints.catalogProduct, {
        query: { slugs: [slug], checkPermissions: 'true' },
      });
      const [product] = answer.data;
      if (answer.error || !product) throw new ProductLookupError(answer.error?.statusCode ?? 404);
      return product;
    },
  });

/** A slug lookup the content server answered with an error field (404 or 403). */
export class ProductLookupError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(status === 403 ? 'Forbidden' : 'Not found');
    this.name = 'ProductLookupError';
    this.status = status;
  }
}

/** Products by id in the order asked, unknown ones left out (alternatives, compare). */
export const productsByIdsQueryOptions = (api: ApiClient, locale: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['products', locale, ids],
    queryFn: async () =>
      ids.length === 0
        ? []
        : (await api.call(endpoints.catalogProduct, { query: { ids: [...ids] } })).data,
  });

export const productReviewsQueryOptions = (
  api: ApiClient,
  locale: Locale,
  productId: number,
  request: ReviewsRequest,
) =>
  queryOptions({
    queryKey: ['productReviews', locale, productId, request.page, request.order],
    queryFn: () =>
      api.call(endpoints.productReviews, {
        params: { id: productId },
        query: reviewsApiQuery(request),
      }),
  });

export const shippersQueryOptions = (api: ApiClient, locale: Locale) =>
  queryOptions({
    queryKey: ['shippers', locale],
    queryFn: async () => (await api.call(endpoints.shippers, {})).data,
  });

/** The parameter dictionary (titles, descriptions, hidden flags) for the ids a product uses. */
export const parametersQueryOptions = (api: ApiClient, locale: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['parameters', locale, ids],
    queryFn: async () =>
      ids.length === 0
        ? []
        : (await runOperation(api, parametersOperation, { ids: ids.map(String) })).parameters,
  });

export const brandsByIdsQueryOptions = (api: ApiClient, locale: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['brands', locale, ids],
    queryFn: async () =>
      ids.length === 0
        ? []
        : (await runOperation(api, brandsByIdsOperation, { ids: ids.map(String) })).brands,
  });
