import { z } from 'zod';
import { dataEnvelope, pagedEnvelope, pagingQuery } from './common.ts';
import { defineEndpoint, type Endpoint } from './endpoint.ts';
import { contentGraphqlEndpoint } from './content/graphql/operation.ts';
import { menuObjectSchema } from './content/menu.ts';
import { searchQuery, searchResultSchema } from './content/search.ts';
import { catalogCategoryQuery, catalogCategoryResponse } from './content/catalog-category.ts';
import { catalogProductQuery, catalogProductResponse } from './content/catalog-product.ts';
import { catalogStateQuery, catalogStateSchema } from './content/catalog-state.ts';
import {
  redirectQuery,
  redirectSchema,
  urlRewriteQuery,
  urlRewriteSchema,
} from './content/url-rewrite.ts';
import { productCategorySchema } from './store/category.ts';
import { countrySchema } from './store/country.ts';
import { currencySchema } from './store/currency.ts';
import { globalsSchema } from './store/globals.ts';
import { branchSchema, branchesQuery, shipperBranchParams } from './store/branch.ts';
import { deliveryTimesQuery, deliveryTimesSchema } from './store/delivery-time.ts';
import {
  commentSchema,
  commentsQuery,
  productIdParams,
  reviewsPageSchema,
  reviewsQuery,
} from './store/review.ts';
import { shipperSchema } from './store/shipping.ts';
import { orderGiftSchema } from './store/order-gift.ts';
import { companyLookupQuery, companySchema } from './store/ares.ts';

/**
 * The endpoint table: every call of spec section 7, once. Store paths carry their `/api/v1` prefix;
 * content paths are relative to the content server's base URL.
 */
export const endpoints = {
  globals: defineEndpoint({
    name: 'globals',
    server: 'store',
    method: 'GET',
    path: '/api/v1/globals',
    summary:
      'Shop-wide settings: contact, domain, thresholds, languages, feature functions, currency.',
    response: dataEnvelope(globalsSchema),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
  currencies: defineEndpoint({
    name: 'currencies',
    server: 'store',
    method: 'GET',
    path: '/api/v1/currencies',
    summary: 'Currencies the shop sells in, with their formatting.',
    response: dataEnvelope(z.array(currencySchema)),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
  countries: defineEndpoint({
    name: 'countries',
    server: 'store',
    method: 'GET',
    path: '/api/v1/countries',
    summary: 'Countries for addresses, paged (100 per page by default).',
    query: pagingQuery(100, 100),
    response: pagedEnvelope(countrySchema),
    errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
  }),
  productCategories: defineEndpoint({
    name: 'productCategories',
    server: 'store',
    method: 'GET',
    path: '/api/v1/product-categories',
    summary: 'The product category tree as a flat, paged list (200 per page by default).',
    query: pagingQuery(200, 200),
    response: pagedEnvelope(productCategorySchema),
    errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
  }),
  shippers: defineEndpoint({
    name: 'shippers',
    server: 'store',
    method: 'GET',
    path: '/api/v1/shippers',
    summary:
      'Shippers with their price and free-shipping threshold in the request currency, blocked payments and nearest delivery date.',
    response: dataEnvelope(z.array(shipperSchema)),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
  branches: defineEndpoint({
    name: 'branches',
    server: 'store',
    method: 'GET',
    path: '/api/v1/branches',
    summary:
      'Pick-up branches: by `keys` (ids), or paged by `shipper_id` and search text `s` (name, city, street; case and diacritics ignored).',
    query: branchesQuery,
    response: pagedEnvelope(branchSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  shipperBranch: defineEndpoint({
    name: 'shipperBranch',
    server: 'store',
    method: 'GET',
    path: '/api/v1/shippers/{shipperId}/branches/remoteId/{remoteId}',
    summary: "A shipper's branch by the shipper's own id of it.",
    params: shipperBranchParams,
    response: dataEnvelope(branchSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  deliveryTimes: defineEndpoint({
    name: 'deliveryTimes',
    server: 'store',
    method: 'GET',
    path: '/api/v1/delivery-times',
    summary:
      "A shipper's delivery days and time slots from `since`, over working days (weekends and Czech public holidays skipped).",
    query: deliveryTimesQuery,
    response: dataEnvelope(deliveryTimesSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  productReviews: defineEndpoint({
    name: 'productReviews',
    server: 'store',
    method: 'GET',
    path: '/api/v1/products/{id}/reviews',
    summary:
      "A product's reviews, paged (5 per page), sorted by time or rating, optionally only those with text; with totals.",
    params: productIdParams,
    query: reviewsQuery,
    response: reviewsPageSchema,
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  productComments: defineEndpoint({
    name: 'productComments',
    server: 'store',
    method: 'GET',
    path: '/api/v1/products/{id}/comments',
    summary: "A product's comments with replies, newest first, paged (20 per page).",
    params: productIdParams,
    query: commentsQuery,
    response: pagedEnvelope(commentSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  orderGifts: defineEndpoint({
    name: 'orderGifts',
    server: 'store',
    method: 'GET',
    path: '/api/v1/order-gifts',
    summary:
      'Gifts offered with an order from a value (`price_from`, request currency), cheapest threshold first.',
    response: dataEnvelope(z.array(orderGiftSchema)),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
  companyLookup: defineEndpoint({
    name: 'companyLookup',
    server: 'store',
    method: 'GET',
    path: '/api/v1/ares/ico',
    summary:
      'A Czech company by IČO from the business register (ARES): name, VAT id (DIČ) and registered address, to prefill business details.',
    query: companyLookupQuery,
    response: dataEnvelope(companySchema),
    errors: [
      'validation_failed',
      'company_not_found',
      'registry_unavailable',
      'unknown_locale',
      'unknown_currency',
    ],
  }),
  menuObject: defineEndpoint({
    name: 'menuObject',
    server: 'content',
    method: 'GET',
    path: '/menu-object/{code}',
    summary: 'A menu by code (mainMenu, header_top_1, footer_main_1 to 4), translated per locale.',
    params: z.object({ code: z.string().min(1).max(64) }),
    response: menuObjectSchema,
    errors: ['validation_failed', 'unknown_menu', 'unknown_locale', 'unknown_currency'],
  }),
  urlRewrite: defineEndpoint({
    name: 'urlRewrite',
    server: 'content',
    method: 'GET',
    path: '/url-rewrite',
    summary:
      'Whether a path (case and trailing slash ignored) is a rewritten content URL in a language: its type and slugs per language.',
    query: urlRewriteQuery,
    response: urlRewriteSchema,
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  redirect: defineEndpoint({
    name: 'redirect',
    server: 'content',
    method: 'GET',
    path: '/redirect',
    summary:
      'The redirect defined for a path (case and trailing slash ignored) in the request language: 301 to a path, 410 gone, or nulls.',
    query: redirectQuery,
    response: redirectSchema,
    errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
  }),
  search: defineEndpoint({
    name: 'search',
    server: 'content',
    method: 'GET',
    path: '/search',
    summary:
      'Products, categories, virtual categories, articles and FAQ whose title matches every word of q (3+ characters; case, diacritics and one typo ignored), best first.',
    query: searchQuery,
    response: searchResultSchema,
    errors: ['validation_failed', 'unknown_locale'],
  }),
  contentGraphql: contentGraphqlEndpoint,
  catalogProduct: defineEndpoint({
    name: 'catalogProduct',
    server: 'content',
    method: 'GET',
    path: '/catalog/product',
    summary:
      'Products by exactly one of slugs, ids, codes, eans, variantCodes, variantEans, categoryIds or random; prices in the request currency and user groups. A slug lookup that fails carries an error field.',
    query: catalogProductQuery,
    response: catalogProductResponse,
    errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
  }),
  catalogCategory: defineEndpoint({
    name: 'catalogCategory',
    server: 'content',
    method: 'GET',
    path: '/catalog/category',
    summary: 'Store categories by slugs or ids, with breadcrumbs, children and product counts.',
    query: catalogCategoryQuery,
    response: catalogCategoryResponse,
    errors: ['validation_failed', 'unknown_locale'],
  }),
  catalogState: defineEndpoint({
    name: 'catalogState',
    server: 'content',
    method: 'GET',
    path: '/api/catalog/v2/state',
    summary:
      'Category listing state for a JSON scope (category or virtual category, brand/value/price/stock filters, sort, page): one page of products, facets with counts, price range and active filters.',
    query: catalogStateQuery,
    response: catalogStateSchema,
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
} as const;

// Checked here rather than with `satisfies`, which would widen each endpoint's inferred schemas
// to the constraint and lose the params/query/body types callers rely on.
const _everyEntryIsAnEndpoint: Record<string, Endpoint> = endpoints;
void _everyEntryIsAnEndpoint;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
