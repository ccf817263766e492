import type { RequestContext } from '../../../core/request-context.ts';
import { takeStockAtOnce } from './pricing.repository.ts';

/** Pieces an order takes of one variant; `checked` when the product keeps stock. */
export interface StockDemand {
  variantId: number;
  amount: number;
  checked: boolean;
}

/** A variant the order wants more of than there is. */
export interface Shortfall {
  variantId: number;
  wanted: number;
  available: number;
}

/**
 * Takes stock for an order inside the caller's transaction, in one statement: rows locked in a
 * fixed order, physical warehouses before supplier (virtual) ones. A product that keeps stock
 * must have it all (else the shortfalls are answered and nothing is taken); one that does not
 * takes what there is and ships the rest from its supplier. Stock never goes below zero (a
 * database check backs this). Also answers the variants this take sold out.
 */
export async function reserveStock(
  ctx: RequestContext,
  demands: readonly StockDemand[],
): Promise<{ shortfalls: Shortfall[]; soldOut: number[] }> {
  const merged = new Map<number, StockDemand>();
  for (const demand of demands) {
    const known = merged.get(demand.variantId);
    merged.set(demand.variantId, {
      ...demand,
      amount: (known?.amount ?? 0) + demand.amount,
      checked: (known?.checked ?? false) || demand.checked,
    });
  }
  // One statement: the locks, the check and the take (see takeStockAtOnce).
  const rows = await takeStockAtOnce(ctx.db, [...merged.values()]);
  return {
    shortfalls: rows
      .filter((row) => !row.soldOut)
      .map(({ variantId, wanted, available }) => ({ variantId, wanted, available })),
    // What a shopper sees change: a variant that was in stock and has none left now.
    soldOut: rows.filter((row) => row.soldOut).map((row) => row.variantId),
  };
}
