import { asc, sql } from 'drizzle-orm';
import { currencies, currencyFormats } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';

/** Currencies with their formatting in the request language (else the fallback one). */
export function selectCurrencies(scope: LocaleScope) {
  const { symbol, symbolPlacement, decimalPoint, millesimalPoint } = currencyFormats;
  return scope.db
    .select({
      code: currencies.code,
      decimalPlaces: currencies.decimalPlaces,
      isDefault: currencies.isDefault,
      freeShippingAt: currencies.freeShippingAt,
      orderGiftAt: currencies.orderGiftAt,
      orderMinimumValue: currencies.orderMinimumValue,
      symbol: sql<string>`coalesce(${symbol}, ${currencies.code})`,
      symbolPlacement: sql<'left' | 'right'>`coalesce(${symbolPlacement}, 'right')`,
      decimalPoint: sql<string>`coalesce(${decimalPoint}, '.')`,
      millesimalPoint: sql<string>`coalesce(${millesimalPoint}, ',')`,
    })
    .from(currencies)
    .leftJoin(
      currencyFormats,
      preferredTranslation(scope, currencyFormats, currencyFormats.currencyCode, currencies.code),
    )
    .orderBy(asc(currencies.position), asc(currencies.code));
}

export type CurrencyRow = Awaited<ReturnType<typeof selectCurrencies>>[number];
