import { z } from 'zod';
import { catalogLookupErrorSchema, commaList } from './catalog-product.ts';
import { defineEndpoint } from '../endpoint.ts';

/** A store category as the catalogue answers it, with its place in the tree. */
export const catalogCategorySchema = z.object({
  id: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  name: z.string(),
  slug: z.string(),
  slugs: z.object({ cs: z.string().optional(), en: z.string().optional() }),
  /** Names from the root down, joined by " > ". */
  fullname: z.string(),
  depth: z.number().int().min(0),
  /** Root first, this category last. */
  breadcrumbs: z.array(
    z.object({ id: z.number().int().positive(), name: z.string(), slug: z.string() }),
  ),
  children: z.array(
    z.object({ id: z.number().int().positive(), name: z.string(), slug: z.string() }),
  ),
  /** Visible products listed in it (its subcategories included). */
  productCount: z.number().int().min(0),
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const catalogCategoryQuery = z
  .object({
    slugs: commaList(z.string().min(1).max(255), 50).optional(),
    ids: commaList(z.coerce.number().int().positive().max(2_147_483_647), 200).optional(),
    /** Accepted for the storefront's call shape; every store category is public. */
    checkPermissions: booleanFlag.default(true),
  })
  .refine((query) => (query.slugs === undefined) !== (query.ids === undefined), {
    message: 'Give exactly one of slugs, ids',
  });

/** Categories in the order asked for; a `slugs` lookup that finds nothing carries `error`. */
export const catalogCategoryResponse = z.object({
  data: z.array(catalogCategorySchema),
  error: catalogLookupErrorSchema.optional(),
});

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const catalogCategoryEndpoints = {
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
} as const;
