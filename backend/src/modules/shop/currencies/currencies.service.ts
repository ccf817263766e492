import type { Currency } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';
import { selectCurrencies, type CurrencyRow } from './currencies.repository.ts';

export interface Money {
  amount: number;
  currencyCode: string;
}

/** A currency plus the shop thresholds kept in it. */
export interface CurrencySettings {
  currency: Currency;
  freeShippingAt: Money | null;
  orderGiftAt: Money | null;
  orderMinimumValue: Money | null;
}

function toCurrency(row: CurrencyRow): Currency {
  return {
    code: row.code,
    symbol: row.symbol,
    symbolPlacement: row.symbolPlacement,
    decimalPlaces: row.decimalPlaces,
    decimalPoint: row.decimalPoint,
    millesimalPoint: row.millesimalPoint,
    isDefault: row.isDefault,
  };
}

const money = (amount: number | null, currencyCode: string): Money | null =>
  amount === null ? null : { amount, currencyCode };

/** Every currency with its formatting in the request language: a shop-wide dictionary. */
function currencyRows(ctx: RequestContext): Promise<CurrencyRow[]> {
  return cachedDictionary(
    ctx.db,
    `currencies|${ctx.locale}|${ctx.fallbackLocale}`,
    async () => await selectCurrencies(ctx),
  );
}

export async function listCurrencies(ctx: RequestContext): Promise<Currency[]> {
  const rows = await currencyRows(ctx);
  return rows.map(toCurrency);
}

export async function findCurrencySettings(
  ctx: RequestContext,
  code: string,
): Promise<CurrencySettings | undefined> {
  const row = (await currencyRows(ctx)).find((candidate) => candidate.code === code);
  if (!row) return undefined;
  return {
    currency: toCurrency(row),
    freeShippingAt: money(row.freeShippingAt, row.code),
    orderGiftAt: money(row.orderGiftAt, row.code),
    orderMinimumValue: money(row.orderMinimumValue, row.code),
  };
}
