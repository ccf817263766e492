import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { currencies, currencyFormats } from '../../db/schema/index.ts';
import { translated } from '../../db/translated.ts';

const requested = alias(currencyFormats, 'requested');
const fallback = alias(currencyFormats, 'fallback');
const format = <K extends 'symbol' | 'decimalPoint' | 'millesimalPoint'>(column: K, last: string) =>
  translated(requested[column], fallback[column], sql`${last}`);

/** Currencies with their formatting in `locale` (falling back to `fallbackLocale`). */
export function selectCurrencies(
  db: Database,
  locale: string,
  fallbackLocale: string,
  code?: string,
) {
  return db
    .select({
      code: currencies.code,
      decimalPlaces: currencies.decimalPlaces,
      isDefault: currencies.isDefault,
      freeShippingAt: currencies.freeShippingAt,
      orderGiftAt: currencies.orderGiftAt,
      orderMinimumValue: currencies.orderMinimumValue,
      symbol: translated(requested.symbol, fallback.symbol, currencies.code),
      symbolPlacement: sql<
        'left' | 'right'
      >`coalesce(${requested.symbolPlacement}, ${fallback.symbolPlacement}, 'right')`,
      decimalPoint: format('decimalPoint', '.'),
      millesimalPoint: format('millesimalPoint', ','),
    })
    .from(currencies)
    .leftJoin(
      requested,
      and(eq(requested.currencyCode, currencies.code), eq(requested.locale, locale)),
    )
    .leftJoin(
      fallback,
      and(eq(fallback.currencyCode, currencies.code), eq(fallback.locale, fallbackLocale)),
    )
    .where(code === undefined ? undefined : eq(currencies.code, code))
    .orderBy(asc(currencies.position), asc(currencies.code));
}

export type CurrencyRow = Awaited<ReturnType<typeof selectCurrencies>>[number];
