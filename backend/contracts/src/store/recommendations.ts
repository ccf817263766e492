import { z } from 'zod';
import { dataEnvelope } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { catalogProductSchema, commaList } from '../content/catalog-product.ts';

/** Where a shop shows recommendations (spec §2, Recommendation placements). */
export const recommendationPlacements = [
  'category',
  'addToCart',
  'cartItems',
  'emptyCart',
  'homepage',
  'notFound',
  'productRelated',
  'productCrossSell',
  'internalError',
] as const;
export type RecommendationPlacement = (typeof recommendationPlacements)[number];

/** Placements about one product: `productId` names it. */
export const productPlacements = ['productRelated', 'productCrossSell', 'addToCart'] as const;

/** The most products one call answers (spec §9 "cut to the requested size"). */
export const maxRecommendations = 24;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const recommendationsQuery = z
  .object({
    placement: z.enum(recommendationPlacements),
    /** The product shown or just added (product placements). */
    productId: id.optional(),
    /** The category shown (placement `category`). */
    categoryId: id.optional(),
    /** Products already in the cart: never recommended; the base of `cartItems`. */
    cartProductIds: commaList(id, 100).optional(),
    limit: z.coerce.number().int().min(1).max(maxRecommendations).default(8),
  })
  .superRefine((query, ctx) => {
    const needs = (field: 'productId' | 'categoryId' | 'cartProductIds') => {
      if (query[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `Required for ${query.placement}` });
    };
    if ((productPlacements as readonly string[]).includes(query.placement)) needs('productId');
    if (query.placement === 'category') needs('categoryId');
    if (query.placement === 'cartItems') needs('cartProductIds');
  });
export type RecommendationsQuery = z.input<typeof recommendationsQuery>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const recommendationsEndpoints = {
  recommendations: defineEndpoint({
    name: 'recommendations',
    server: 'store',
    method: 'GET',
    path: '/api/v1/recommendations',
    summary:
      'Products recommended for a placement (related, cross-sell, best sellers): only available ones, never the product itself or the cart’s, in the product-box shape, at most `limit`.',
    query: recommendationsQuery,
    response: dataEnvelope(z.array(catalogProductSchema)),
    errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
