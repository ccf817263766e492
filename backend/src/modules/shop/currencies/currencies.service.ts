import type { Currency } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
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

export async function listCurrencies(ctx: RequestContext): Promise<Currency[]> {
  const rows = await selectCurrencies(ctx);
  return rows.map(toCurrency);
}

export async function findCurrencySettings(
  ctx: RequestContext,
  code: string,
): Promise<CurrencySettings | undefined> {
  const [row] = await selectCurrencies(ctx, code);
  if (!row) return undefined;
  return {
    currency: toCurrency(row),
    freeShippingAt: money(row.freeShippingAt, row.code),
    orderGiftAt: money(row.orderGiftAt, row.code),
    orderMinimumValue: money(row.orderMinimumValue, row.code),
  };
}
