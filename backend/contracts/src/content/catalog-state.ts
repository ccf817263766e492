import { z } from 'zod';
import { catalogProductSchema } from './catalog-product.ts';
import { defineEndpoint } from '../endpoint.ts';
import { catalogSorts } from './catalog-constants.ts';

/**
 * The category listing state (`GET /api/catalog/v2/state?scope=<json>`). The spec does not show
 * its shape; this is ours (docs/decisions/010-catalogue.md): the scope says what is listed
 * and how, the answer is one page of products plus facets and the active filters.
 *
 * Filters combine like a shop's sidebar: values of one parameter OR, different parameters AND.
 * Each facet counts products matching every OTHER active filter, so a count is what the list
 * would show after also ticking that value.
 */

export { catalogSorts, type CatalogSort } from './catalog-constants.ts';

const id = z.number().int().positive().max(2_147_483_647);
const money = z.number().int().min(0);

export const catalogScopeSchema = z
  .object({
    /** Store category; its subcategories' products are listed too. */
    categoryId: id.optional(),
    /** Virtual category: its category, parameter values and price range apply on top. */
    virtualCategoryId: id.optional(),
    /**
     * Only these products (the search page's best matches, decision 215); `position` then lists
     * them in the order given.
     */
    productIds: z.array(id).min(1).max(100).optional(),
    brandIds: z.array(id).max(50).default([]),
    /** Parameter value ids (any parameter; grouped by parameter on the server). */
    valueIds: z.array(id).max(100).default([]),
    /** Price with VAT in minor units of the request currency, inclusive. */
    priceFrom: money.optional(),
    priceTo: money.optional(),
    inStock: z.boolean().default(false),
    sort: z.enum(catalogSorts).default('position'),
    page: z.number().int().min(1).max(10_000).default(1),
    perPage: z.number().int().min(1).max(100).default(24),
  })
  .strict()
  .refine(
    (scope) =>
      scope.priceFrom === undefined ||
      scope.priceTo === undefined ||
      scope.priceFrom <= scope.priceTo,
    {
      message: 'priceFrom must not exceed priceTo',
      path: ['priceTo'],
    },
  );
export type CatalogScope = z.output<typeof catalogScopeSchema>;
export type CatalogScopeInput = z.input<typeof catalogScopeSchema>;

/** `scope` travels as JSON text; the typed client sends an object, which it serialises. */
export const catalogStateQuery = z.object({
  scope: z
    .union([z.string().max(4000), z.record(z.string(), z.unknown())])
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'scope must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(catalogScopeSchema),
});

const facetValueSchema = z.object({
  id,
  title: z.string(),
  colorHex: z.string().nullable(),
  image: z.string().nullable(),
  count: z.number().int().min(0),
  selected: z.boolean(),
});

export const catalogStateSchema = z.object({
  /** The scope as applied, defaults filled in. */
  scope: catalogScopeSchema,
  category: z.object({ id, name: z.string(), slug: z.string(), fullname: z.string() }).nullable(),
  virtualCategory: z.object({ id, title: z.string(), slug: z.string() }).nullable(),
  products: z.object({
    items: z.array(catalogProductSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalPages: z.number().int().min(0),
  }),
  facets: z.object({
    brands: z.array(
      z.object({
        id,
        title: z.string(),
        slug: z.string(),
        image: z.string().nullable(),
        count: z.number().int().min(0),
        selected: z.boolean(),
      }),
    ),
    parameters: z.array(
      z.object({
        id,
        title: z.string(),
        type: z.string(),
        unit: z.string().nullable(),
        values: z.array(facetValueSchema),
      }),
    ),
    /** Cheapest and dearest product matching every filter but the price; null when none. */
    price: z.object({ min: money, max: money, currencyCode: z.string().length(3) }).nullable(),
  }),
  activeFilters: z.array(
    z.object({
      type: z.enum(['brand', 'parameter', 'price', 'inStock']),
      /** Brand or value id; absent for price and inStock. */
      id: id.optional(),
      parameterId: id.optional(),
      title: z.string(),
    }),
  ),
});
export type CatalogState = z.infer<typeof catalogStateSchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const catalogStateEndpoints = {
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
