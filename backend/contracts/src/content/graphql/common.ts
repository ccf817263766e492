import { z } from 'zod';

/** A row id as GraphQL's `ID` carries it: the decimal digits of a positive 32-bit integer. */
export const positiveIdString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2_147_483_647, 'Expected an id up to 2147483647');

export const imageSchema = z.object({ path: z.string().min(1), alt: z.string().nullable() });
export type ImageJson = z.infer<typeof imageSchema>;

export const pageMetaSchema = z.object({
  slug: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  meta_noindex: z.boolean(),
  meta_nofollow: z.boolean(),
});
export type PageMetaJson = z.infer<typeof pageMetaSchema>;

export const pageMetaFragment = /* GraphQL */ `
  fragment PageMetaFields on PageMeta {
    slug
    seo_title
    seo_description
    seo_keywords
    meta_noindex
    meta_nofollow
  }
`;

export const noVariables = z.object({}).strict();
export const slugVariables = z.object({ slug: z.string().trim().min(1).max(255) });
