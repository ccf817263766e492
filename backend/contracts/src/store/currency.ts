import { z } from 'zod';

export const currencySchema = z.object({
  code: z.string().length(3),
  symbol: z.string().min(1),
  symbolPlacement: z.enum(['left', 'right']),
  decimalPlaces: z.number().int().min(0).max(4),
  decimalPoint: z.string(),
  /** Thousands separator (the spec's name). */
  millesimalPoint: z.string(),
  isDefault: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;
