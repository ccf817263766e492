import type { CatalogProduct, ContentBrand } from '@vitrina/contracts/content';
import { data } from 'react-router';
import { logBackendFailure, toPageError, type PageErrorData } from '../../api/apiErrors.ts';
import { requestCurrency, type RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { serverEnv } from '../../env.server.ts';
import { categoryByIdQueryOptions } from '../catalog/catalog.queries.ts';
import { loadProductBoxContext } from '../catalog/productBoxSettings.server.ts';
import { loadRecommendations } from '../catalog/recommendations/recommendations.server.ts';
import { deliveryEstimate, shopToday } from './deliveryDate.ts';
import { descriptionBlocks } from './descriptionBlocks.ts';
import {
  brandsByIdsQueryOptions,
  parametersQueryOptions,
  productBySlugQueryOptions,
  productReviewsQueryOptions,
  productsByIdsQueryOptions,
  ProductLookupError,
  shippersQueryOptions,
} from './product.queries.ts';
import { detailParameters, type DetailParameter } from './productParameters.ts';
import { productLocaleParams } from './productLocaleParams.ts';
import { reviewsRequest } from './reviewsQuery.ts';
import { requestedVariantId, selectedVariant } from '../catalog/activeVariant.ts';

/** The product's own lookup failed: its 404 or 403 stays, anything else is a 503. */
function productPageError(error: unknown) {
  if (error instanceof ProductLookupError) {
    return data<PageErrorData>({ message: error.message }, { status: error.status });
  }
  return toPageError(error);
}

/** Below-the-fold data: a failure leaves its section out instead of failing the page. */
function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    logBackendFailure(error);
    return null;
  });
}

/** The manufacturer's value links to the brand's own category page, when the brand has one. */
function linkBrandValues(
  parameters: DetailParameter[],
  brand: ContentBrand | undefined,
  brandId: number | undefined,
  locale: RequestContext['locale'],
): DetailParameter[] {
  const slug = brand?.linked_virtual_category?.slug;
  if (!slug) return parameters;
  const href = routePath('all', { slug }, locale);
  return parameters.map((parameter) =>
    parameter.type !== 'manufacturer'
      ? parameter
      : {
          ...parameter,
          values: parameter.values.map((value) =>
            value.id === brandId ? { ...value, href } : value,
          ),
        },
  );
}

/**
 * The product page (route `product-slug`): the product by slug (404/403 from its lookup), the
 * chosen variant, the parameters the page may show, delivery days; reviews and alternatives are
 * deferred below the fold.
 */
export async function loadProductPage(context: RequestContext, slug: string, url: URL) {
  const { api, queryClient, locale } = context;
  let product: CatalogProduct;
  try {
    product = await queryClient.fetchQuery(productBySlugQueryOptions(api, locale, slug));
  } catch (error) {
    throw productPageError(error);
  }
  const variant = selectedVariant(product, requestedVariantId(url.searchParams.get('variant_id')));
  const parameterIds = [...new Set(product.parameters.map((parameter) => parameter.entityId))];
  const brandIds = product.brand ? [product.brand.id] : [];
  const reviewsAsked = reviewsRequest(url.searchParams);
  // Reviews are awaited too: their summary is the rating beside the name and in the JSON-LD.
  let dictionary, shippers, brands, reviews, productBox, category;
  try {
    [dictionary, shippers, brands, reviews, productBox, category] = await Promise.all([
      queryClient.fetchQuery(parametersQueryOptions(api, locale, parameterIds)),
      queryClient.fetchQuery(shippersQueryOptions(api, locale)),
      optional(queryClient.fetchQuery(brandsByIdsQueryOptions(api, locale, brandIds))),
      optional(
        queryClient.fetchQuery(productReviewsQueryOptions(api, locale, product.id, reviewsAsked)),
      ),
      loadProductBoxContext(context),
      optional(queryClient.fetchQuery(categoryByIdQueryOptions(api, locale, product.categoryId))),
    ]);
  } catch (error) {
    throw toPageError(error);
  }
  const currency = requestCurrency(context);
  return {
    product,
    variantId: variant?.id ?? null,
    parameters: linkBrandValues(
      detailParameters(product, variant, dictionary),
      brands?.[0],
      product.brand?.id,
      locale,
    ),
    description: descriptionBlocks(product.description),
    delivery: variant
      ? deliveryEstimate(shippers, variant.availability, shopToday())
      : { delivery: null, pickup: null },
    forCredits: url.searchParams.get('for_credits') === 'true',
    currency,
    imageBase: serverEnv().contentApiUrl,
    publicOrigin: context.publicOrigin,
    reviewsRequest: reviewsAsked,
    reviews,
    productBox,
    localeParams: productLocaleParams(product),
    // The category trail as links; null (a failed lookup) falls back to the names alone.
    categoryTrail:
      category?.breadcrumbs.map((crumb) => ({
        label: crumb.name,
        href: routePath('all', { slug: crumb.slug }, locale),
      })) ?? null,
    alternatives: optional(
      queryClient.fetchQuery(productsByIdsQueryOptions(api, locale, product.alternatives)),
    ),
    // Deferred: the rails below the fold never hold the page back.
    related: loadRecommendations(context, { placement: 'productRelated', productId: product.id }),
    crossSell: loadRecommendations(context, {
      placement: 'productCrossSell',
      productId: product.id,
    }),
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
