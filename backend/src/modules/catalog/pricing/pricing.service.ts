import type { CatalogPrice } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';
import {
  selectPriceLists,
  selectStock,
  selectVariantPrices,
  type StockRow,
  type VariantPriceRow,
} from './pricing.repository.ts';

/**
 * Where a price is computed: what a shopper pays for a variant (their groups' price list before the
 * public one, in the request currency) and what stock stands behind it. The catalogue API shows
 * these; carts and orders call the same functions, so a basket never prices differently from the
 * product page.
 */

/**
 * The price lists a request sees: its user groups' list for the currency first (e.g. `VO`), the
 * public one after it. `ids` in that order; `publicId` null means the currency has no prices.
 */
export interface PriceLists {
  currency: string;
  ids: number[];
  publicId: number | null;
  /** The first group list that applies, if any. */
  groupId: number | null;
}

export type VariantPrice = VariantPriceRow;
export type VariantStock = StockRow;

export function resolvePriceLists(ctx: RequestContext): Promise<PriceLists> {
  const { db, currency, userGroups } = ctx;
  const key = `prices|${currency}|${[...userGroups].sort().join(',')}`;
  return cachedDictionary(db, key, () => readPriceLists(ctx));
}

async function readPriceLists({ db, currency, userGroups }: RequestContext): Promise<PriceLists> {
  const rows = await selectPriceLists(db, currency, userGroups);
  return {
    currency,
    ids: rows.map((row) => row.id),
    publicId: rows.find((row) => row.userGroup === null)?.id ?? null,
    groupId: rows.find((row) => row.userGroup !== null)?.id ?? null,
  };
}

/** The row a shopper pays: the group list's when it has one, else the public list's. */
export function effectivePrice(
  rows: readonly VariantPriceRow[],
  lists: PriceLists,
): VariantPriceRow | undefined {
  for (const id of lists.ids) {
    const row = rows.find((candidate) => candidate.priceListId === id);
    if (row) return row;
  }
  return undefined;
}

/** What the request pays per variant; a variant without a price in its lists is left out. */
export async function findVariantPrices(
  ctx: RequestContext,
  variantIds: readonly number[],
  lists: PriceLists,
): Promise<Map<number, VariantPrice>> {
  const byVariant = new Map<number, VariantPriceRow[]>();
  for (const row of await selectVariantPrices(ctx.db, variantIds, lists.ids)) {
    byVariant.set(row.variantId, [...(byVariant.get(row.variantId) ?? []), row]);
  }
  const prices = new Map<number, VariantPrice>();
  for (const [variantId, rows] of byVariant) {
    const row = effectivePrice(rows, lists);
    if (row) prices.set(variantId, row);
  }
  return prices;
}

/** Stock per variant and warehouse, warehouses in shop order; variants without stock rows absent. */
export async function findVariantStock(
  ctx: RequestContext,
  variantIds: readonly number[],
): Promise<Map<number, VariantStock[]>> {
  const stock = new Map<number, VariantStock[]>();
  for (const row of await selectStock(ctx.db, variantIds)) {
    stock.set(row.variantId, [...(stock.get(row.variantId) ?? []), row]);
  }
  return stock;
}

export function toCatalogPrice(row: VariantPrice, currency: string, vatRate: number): CatalogPrice {
  const original = row.originalWithTax;
  const inDiscount = original !== null && original > row.withTax;
  return {
    unitWithTax: row.withTax,
    unitWithoutTax: row.withoutTax,
    originalWithTax: inDiscount ? original : null,
    originalWithoutTax: inDiscount ? row.originalWithoutTax : null,
    inDiscount,
    percentageDiscount: inDiscount ? Math.round((1 - row.withTax / original) * 100) : 0,
    vatRate,
    currencyCode: currency,
  };
}
