import { z } from 'zod';

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-3, the form the spec's forms use (CZE, SVK…). */
  code: z.string().length(3),
  iso2: z.string().length(2),
  name: z.string().min(1),
});
export type Country = z.infer<typeof countrySchema>;
