import { z } from 'zod';

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
