import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedEnvelope, pagingQuery } from '../common.ts';

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-3, the form the spec's forms use (CZE, SVK…). */
  code: z.string().length(3),
  iso2: z.string().length(2),
  name: z.string().min(1),
});
export type Country = z.infer<typeof countrySchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const countriesEndpoints = {
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
} as const;
