import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dataEnvelope } from '../common.ts';

/**
 * Czech company id (IČO) check digit (spec §9): the first 7 digits weighted 8 down to 2, summed,
 * modulo 11; the 8th digit is (11 − remainder) mod 10 (remainder 0 → 1, remainder 1 → 0).
 */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + digit * (8 - index), 0);
  return (11 - (sum % 11)) % 10 === digits[7];
}

/** `?ico=27074358`: exactly 8 digits with a valid check digit (leading zeros kept). */
export const companyLookupQuery = z.object({
  ico: z
    // A missing or empty `ico` (empty query values count as absent) gets the same message.
    .string({ error: 'IČO must be exactly 8 digits' })
    .trim()
    // `abort`: a wrong length is one error, not also a wrong check digit.
    .regex(/^\d{8}$/, { message: 'IČO must be exactly 8 digits', abort: true })
    .refine(isValidIco, 'IČO check digit does not match; check for a typo'),
});
export type CompanyLookupQuery = z.infer<typeof companyLookupQuery>;

/** The registered seat, ready for the address fields of checkout and registration. */
export const companyAddressSchema = z.object({
  /** Street (or the village part when the place has no streets) with `house/orientation` number. */
  street: z.string().min(1),
  city: z.string().min(1),
  /** 5 digits, no space (spec §9 postcode for CZE). */
  postcode: z.string().regex(/^\d{5}$/),
  countryCode: z.literal('CZE'),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/**
 * A company from the Czech business register (ARES) by IČO. `vatId` (DIČ, e.g. `CZ27074358`) is
 * null for companies not registered for VAT; `address` is null when the registry has no complete
 * Czech seat (a seat abroad, or a record without city or postcode) — the shopper types it instead.
 */
export const companySchema = z.object({
  ico: z.string().regex(/^\d{8}$/),
  name: z.string().min(1),
  vatId: z.string().min(1).nullable(),
  address: companyAddressSchema.nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const aresEndpoints = {
  companyLookup: defineEndpoint({
    name: 'companyLookup',
    server: 'store',
    method: 'GET',
    path: '/api/v1/ares/ico',
    summary:
      'A Czech company by IČO from the business register (ARES): name, VAT id (DIČ) and registered address, to prefill business details.',
    query: companyLookupQuery,
    response: dataEnvelope(companySchema),
    errors: [
      'validation_failed',
      'company_not_found',
      'registry_unavailable',
      'unknown_locale',
      'unknown_currency',
    ],
  }),
} as const;
