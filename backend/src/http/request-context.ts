import {
  apiHeaders,
  currencyCodes,
  defaultCurrency,
  defaultLocale,
  localeSchema,
  type CurrencyCode,
  type Endpoint,
  type Locale,
} from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError, quote } from '../core/errors.ts';
import type { RequestContext } from '../core/request-context.ts';

const token = /^[A-Za-z0-9_.:-]{1,64}$/;
const maxGroups = 32;
/** A DNS host name (labels of letters, digits and inner hyphens), after lower-casing. */
const hostName =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

function parseLocale(value: string | undefined, field: string): Locale {
  if (value === undefined) return defaultLocale;
  const parsed = localeSchema.safeParse(value.toLowerCase());
  if (parsed.success) return parsed.data;
  throw new AppError({
    field,
    title: `Unknown locale ${quote(value)}; use one of ${localeSchema.options.join(', ')}`,
    code: 'unknown_locale',
  });
}

function parseCurrency(value: string | undefined): CurrencyCode {
  if (value === undefined) return defaultCurrency;
  const code = currencyCodes.find((known) => known === value.toUpperCase());
  if (code) return code;
  throw new AppError({
    field: apiHeaders.currency,
    title: `Unknown currency ${quote(value)}; use one of ${currencyCodes.join(', ')}`,
    code: 'unknown_currency',
  });
}

function parseGroups(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length <= maxGroups && items.every((item) => token.test(item))) return items;
  throw new AppError({
    field: apiHeaders.userGroups,
    title: `Expected up to ${maxGroups} comma-separated group names (letters, digits, _ . : -)`,
    code: 'validation_failed',
  });
}

function parseVariant(value: string | undefined, field: string): string | null {
  if (value === undefined || token.test(value)) return value ?? null;
  throw new AppError({
    field,
    title: 'Expected a variant name of up to 64 letters, digits, _ . : -',
    code: 'validation_failed',
  });
}

/** Only the form here; whether the shop knows the domain needs the database (`checkDomain`). */
function parseDomain(value: string | undefined): string | null {
  if (value === undefined) return null;
  const domain = value.toLowerCase();
  if (hostName.test(domain)) return domain;
  throw new AppError({
    field: apiHeaders.domain,
    title: 'Expected a domain name such as shop.example.com',
    code: 'validation_failed',
  });
}

type ShopperHeaders = Pick<
  RequestContext,
  | 'locale'
  | 'fallbackLocale'
  | 'currency'
  | 'userGroups'
  | 'userVariant'
  | 'domain'
  | 'translationVariant'
>;

/**
 * The headers of spec section 7, the same way on every call of both back ends: absent means the
 * default, an unknown value is a 400 naming the header (never silently replaced by the default).
 */
export function parseRequestHeaders(request: FastifyRequest): ShopperHeaders {
  return {
    locale: parseLocale(header(request, apiHeaders.locale), apiHeaders.locale),
    fallbackLocale: parseLocale(
      header(request, apiHeaders.defaultLocale),
      apiHeaders.defaultLocale,
    ),
    currency: parseCurrency(header(request, apiHeaders.currency)),
    userGroups: parseGroups(header(request, apiHeaders.userGroups)),
    userVariant: parseVariant(header(request, apiHeaders.userVariant), apiHeaders.userVariant),
    domain: parseDomain(header(request, apiHeaders.domain)),
    translationVariant: parseVariant(
      header(request, apiHeaders.translationVariant),
      apiHeaders.translationVariant,
    ),
  };
}

async function checkDomain(domain: string, knownDomains: () => Promise<string[]>): Promise<void> {
  const known = await knownDomains();
  if (known.includes(domain)) return;
  throw new AppError({
    field: apiHeaders.domain,
    title: `Unknown domain ${quote(domain)}; use one of ${known.slice(0, 10).join(', ')}`,
    code: 'validation_failed',
  });
}

/** Tokens we issue are base64url of 256 bits; anything else cannot name a cart. */
function cartTokenOf(value: string | undefined): string | null {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Headers as checked by the hook, for `requestContext`; gone with the request object. */
const checkedHeaders = new WeakMap<FastifyRequest, ShopperHeaders>();

/**
 * An `onRequest` hook for the contract routes: headers are checked before params and body, so a
 * route whose handler never builds a context still refuses unknown values. The domain list is asked
 * for only when `x-domain` is sent (it is data: the shop's and its languages' domains).
 */
export function requestHeadersHook(knownDomains: () => Promise<string[]>) {
  return async (request: FastifyRequest): Promise<void> => {
    const headers = parseRequestHeaders(request);
    if (headers.domain !== null) await checkDomain(headers.domain, knownDomains);
    checkedHeaders.set(request, headers);
  };
}

/** What a service knows about the request; `_endpoint` stays for callers, headers are uniform. */
export function requestContext(
  request: FastifyRequest,
  db: Database,
  _endpoint?: Endpoint,
): RequestContext {
  const headers = checkedHeaders.get(request);
  // Only routes inside the API scope (app.ts) have their headers checked, domain included.
  if (!headers) throw new Error(`No request-header check ran for ${request.routeOptions.url}`);
  const authorization = header(request, 'authorization');
  return {
    db,
    log: request.log,
    ...headers,
    authToken: authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null,
    cartToken: cartTokenOf(header(request, apiHeaders.cartToken)),
  };
}
