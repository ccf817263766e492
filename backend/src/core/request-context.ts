import type { CurrencyCode, Locale } from '@vitrina/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';

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
  /**
   * Domain code (`x-domain`): one of the shop's domains, lower-cased. Null when not sent, which
   * means the shop's main domain (`globals.domain`).
   */
  readonly domain: string | null;
  /**
   * Variant of translated texts (`x-translation-variant`). Well-formed but selects nothing yet:
   * every variant reads the same texts (docs/decisions/002-api-headers.md).
   */
  readonly translationVariant: string | null;
  /** Bearer token from `Authorization`, not yet verified (auth arrives with the user module). */
  readonly authToken: string | null;
  /**
   * Guest cart token (`x-cart-token`), not yet looked up; null when absent or not of the form we
   * issue (a malformed one finds no cart, like an unknown one). Optional for contexts built outside
   * a request (seed, tests).
   */
  readonly cartToken?: string | null;
}

/**
 * For work outside a request (a background poll, a test calling a service): the default
 * language and currency, a guest without groups or tokens.
 */
export function backgroundContext(db: Database, log: FastifyBaseLogger): RequestContext {
  return {
    db,
    log,
    locale: 'cs',
    fallbackLocale: 'cs',
    currency: 'CZK',
    userGroups: [],
    userVariant: null,
    domain: null,
    translationVariant: null,
    authToken: null,
  };
}
