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
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError, quote } from './errors.ts';

/** What a service knows about one request. Built per request; never stored between requests. */
export interface RequestContext {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  readonly locale: Locale;
  /** Language whose translation answers when the requested one is missing (`x-default-locale`). */
  readonly fallbackLocale: Locale;
  readonly currency: CurrencyCode;
  readonly userGroups: readonly string[];
  readonly userVariant: string | null;
  /** Bearer token from `Authorization`, not yet verified (auth arrives with the user module). */
  readonly authToken: string | null;
}

const token = /^[A-Za-z0-9_.:-]{1,64}$/;
const maxGroups = 32;

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

function parseVariant(value: string | undefined): string | null {
  if (value === undefined || token.test(value)) return value ?? null;
  throw new AppError({
    field: apiHeaders.userVariant,
    title: 'Expected a variant name of up to 64 letters, digits, _ . : -',
    code: 'validation_failed',
  });
}

type ShopperHeaders = Pick<
  RequestContext,
  'locale' | 'fallbackLocale' | 'currency' | 'userGroups' | 'userVariant'
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
    userVariant: parseVariant(header(request, apiHeaders.userVariant)),
  };
}

/**
 * An `onRequest` hook for the contract routes: headers are checked before params and body, so a
 * route whose handler never builds a context still refuses unknown values.
 */
export async function checkRequestHeaders(request: FastifyRequest): Promise<void> {
  parseRequestHeaders(request);
}

/** What a service knows about the request; `_endpoint` stays for callers, headers are uniform. */
export function requestContext(
  request: FastifyRequest,
  db: Database,
  _endpoint?: Endpoint,
): RequestContext {
  const authorization = header(request, 'authorization');
  return {
    db,
    log: request.log,
    ...parseRequestHeaders(request),
    authToken: authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null,
  };
}
