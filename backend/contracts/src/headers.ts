import { z } from 'zod';

/**
 * Request headers of spec section 7, sent on every call to both back ends. The spec does not print
 * their names; these are ours (docs/decisions/002-api-headers.md).
 */
export const apiHeaders = {
  locale: 'x-locale',
  defaultLocale: 'x-default-locale',
  domain: 'x-domain',
  currency: 'x-currency',
  translationVariant: 'x-translation-variant',
  userVariant: 'x-user-variant',
  userGroups: 'x-user-groups',
  cartToken: 'x-cart-token',
} as const;

export const locales = ['cs', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'cs';
export const localeSchema = z.enum(locales);

export const currencyCodes = ['CZK', 'EUR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
export const defaultCurrency: CurrencyCode = 'CZK';

/** What a caller knows about the shopper, turned into the headers above by `requestHeaders`. */
export interface RequestContextHeaders {
  locale: Locale;
  currency: string;
  /** One of the shop's domains (globals `domain` or a language's); absent means the main one. */
  domain?: string;
  /** A token naming a variant of translated texts; accepted, selects nothing yet (decision 002). */
  translationVariant?: string;
  userVariant?: string;
  userGroups?: readonly string[];
  cartToken?: string;
  authToken?: string;
}

export function requestHeaders(ctx: RequestContextHeaders): Record<string, string> {
  const headers: Record<string, string> = {
    [apiHeaders.locale]: ctx.locale,
    [apiHeaders.defaultLocale]: defaultLocale,
    [apiHeaders.currency]: ctx.currency,
  };
  if (ctx.domain) headers[apiHeaders.domain] = ctx.domain;
  if (ctx.translationVariant) headers[apiHeaders.translationVariant] = ctx.translationVariant;
  if (ctx.userVariant) headers[apiHeaders.userVariant] = ctx.userVariant;
  if (ctx.userGroups?.length) headers[apiHeaders.userGroups] = ctx.userGroups.join(',');
  if (ctx.cartToken) headers[apiHeaders.cartToken] = ctx.cartToken;
  if (ctx.authToken) headers.authorization = `Bearer ${ctx.authToken}`;
  return headers;
}
