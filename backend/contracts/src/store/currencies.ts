import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dataEnvelope } from '../common.ts';

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

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const currenciesEndpoints = {
  currencies: defineEndpoint({
    name: 'currencies',
    server: 'store',
    method: 'GET',
    path: '/api/v1/currencies',
    summary: 'Currencies the shop sells in, with their formatting.',
    response: dataEnvelope(z.array(currencySchema)),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
} as const;
