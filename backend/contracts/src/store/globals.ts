import { z } from 'zod';
import { currencySchema } from './currencies.ts';
import { defineEndpoint } from '../endpoint.ts';
import { dataEnvelope } from '../common.ts';

const moneySchema = z.object({
  /** Integer minor units (haléře, cents). */
  amount: z.number().int(),
  currencyCode: z.string().length(3),
});

export const languageSchema = z.object({
  code: z.string(),
  iso: z.string(),
  domain: z.string(),
  file: z.string(),
});

/** Feature functions of spec section 6 (loyalty_credits, wishList, favourites…). */
export const globalSettingsSchema = z.object({
  functions: z.record(z.string(), z.boolean()),
  shoppingDisabled: z.boolean(),
});

export const globalsSchema = z.object({
  contact: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    countryCode: z.string(),
  }),
  domain: z.string(),
  freeShippingAt: moneySchema.nullable(),
  orderGiftAt: moneySchema.nullable(),
  orderMinimumValue: moneySchema.nullable(),
  menus: z.array(z.string()),
  meta: z.object({ title: z.string(), description: z.string() }),
  languages: z.array(languageSchema),
  settings: globalSettingsSchema,
  variantHash: z.string(),
  currency: currencySchema,
});
export type Globals = z.infer<typeof globalsSchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const globalsEndpoints = {
  globals: defineEndpoint({
    name: 'globals',
    server: 'store',
    method: 'GET',
    path: '/api/v1/globals',
    summary:
      'Shop-wide settings: contact, domain, thresholds, languages, feature functions, currency.',
    response: dataEnvelope(globalsSchema),
    errors: ['unknown_locale', 'unknown_currency'],
  }),
} as const;
