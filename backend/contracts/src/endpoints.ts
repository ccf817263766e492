import { z } from 'zod';
import { dataEnvelope, pagedEnvelope, pagingQuery } from './common.ts';
import { defineEndpoint, type Endpoint } from './endpoint.ts';
import { menuObjectSchema } from './content/menu.ts';
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
  menuObject: defineEndpoint({
    name: 'menuObject',
    server: 'content',
    method: 'GET',
    path: '/menu-object/{code}',
    summary: 'A menu by code (mainMenu, header_top_1, footer_main_1 to 4), translated per locale.',
    params: z.object({ code: z.string().min(1).max(64) }),
    response: menuObjectSchema,
    errors: ['validation_failed', 'unknown_menu', 'unknown_locale'],
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
    errors: ['validation_failed', 'not_found', 'unknown_locale'],
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
    errors: ['validation_failed', 'unknown_locale'],
  }),
} as const;

// Checked here rather than with `satisfies`, which would widen each endpoint's inferred schemas
// to the constraint and lose the params/query/body types callers rely on.
const _everyEntryIsAnEndpoint: Record<string, Endpoint> = endpoints;
void _everyEntryIsAnEndpoint;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
