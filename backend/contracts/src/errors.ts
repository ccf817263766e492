import { z } from 'zod';

/** Error codes across both back ends. A 4xx always carries at least one of these. */
export const errorCodes = [
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'unknown_locale',
  'unknown_currency',
  'unknown_menu',
  'company_not_found',
  /** A review without text (spec §5: the storefront shows its empty-review message on 422). */
  'empty_review',
  'registry_unavailable',
  /** 503: the payment gateway cannot be reached (or none is configured); try again later. */
  'gateway_unavailable',
  /** 503: shed under load or past the request deadline; retry after `Retry-After` seconds. */
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  field: z.string().optional(),
  title: z.string(),
  code: z.enum(errorCodes),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The one error envelope of every endpoint: `{ data: { errors: [...] } }`. */
export const errorEnvelopeSchema = z.object({
  data: z.object({ errors: z.array(apiErrorSchema).min(1) }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function errorEnvelope(errors: ApiError[]): ErrorEnvelope {
  return { data: { errors } };
}
