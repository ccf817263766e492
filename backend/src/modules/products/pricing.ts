import type { CatalogPrice } from '@vitrina/contracts';
import type { Database } from '../../db/database.ts';
import { cachedDictionary } from '../../db/dictionary-cache.ts';
import { selectPriceLists, type VariantPriceRow } from './products.repository.ts';

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

export function resolvePriceLists(
  db: Database,
  currency: string,
  userGroups: readonly string[],
): Promise<PriceLists> {
  const key = `prices|${currency}|${[...userGroups].sort().join(',')}`;
  return cachedDictionary(db, key, () => readPriceLists(db, currency, userGroups));
}

async function readPriceLists(
  db: Database,
  currency: string,
  userGroups: readonly string[],
): Promise<PriceLists> {
  const rows = await selectPriceLists(db, currency, userGroups);
  return {
    currency,
    ids: rows.map((row) => row.id),
    publicId: rows.find((row) => row.userGroup === null)?.id ?? null,
    groupId: rows.find((row) => row.userGroup !== null)?.id ?? null,
  };
}

/** The row a shopper pays: the group list's when it has one, else the public list's. */
export function effectiveRow(
  rows: readonly VariantPriceRow[],
  lists: PriceLists,
): VariantPriceRow | undefined {
  for (const id of lists.ids) {
    const row = rows.find((candidate) => candidate.priceListId === id);
    if (row) return row;
  }
  return undefined;
}

export function toCatalogPrice(
  row: VariantPriceRow,
  currency: string,
  vatRate: number,
): CatalogPrice {
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
