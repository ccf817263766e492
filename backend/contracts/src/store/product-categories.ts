import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedEnvelope, pagingQuery } from '../common.ts';

export const productCategorySchema = z.object({
  id: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  name: z.string().min(1),
  slug: z.string().min(1),
  /** Names from the root down, joined by " > " (the spec's categoryFullname). */
  fullname: z.string(),
  position: z.number().int(),
  depth: z.number().int().min(0),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const productCategoriesEndpoints = {
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
} as const;
