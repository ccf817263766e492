import type { RequestContext } from '../../../core/request-context.ts';
import { lockStock, takeStock } from './pricing.repository.ts';

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
 * Takes stock for an order inside the caller's transaction: rows locked in a fixed order, physical
 * warehouses before supplier (virtual) ones. A product that keeps stock must have it all (else the
 * shortfalls are answered and nothing is taken); one that does not takes what there is and ships
 * the rest from its supplier. Stock never goes below zero (a database check backs this).
 */
export async function reserveStock(
  ctx: RequestContext,
  demands: readonly StockDemand[],
): Promise<Shortfall[]> {
  const merged = new Map<number, StockDemand>();
  for (const demand of demands) {
    const known = merged.get(demand.variantId);
    merged.set(demand.variantId, {
      ...demand,
      amount: (known?.amount ?? 0) + demand.amount,
      checked: (known?.checked ?? false) || demand.checked,
    });
  }
  const ids = [...merged.keys()].sort((a, b) => a - b);
  const rows = await lockStock(ctx.db, ids);
  const shortfalls: Shortfall[] = [];
  const takes: { variantId: number; warehouseId: number; quantity: number }[] = [];
  for (const id of ids) {
    const demand = merged.get(id) as StockDemand;
    const own = rows
      .filter((row) => row.variantId === id)
      .sort((a, b) => Number(a.virtual) - Number(b.virtual) || a.warehouseId - b.warehouseId);
    const available = own.reduce((sum, row) => sum + row.quantity, 0);
    if (demand.checked && available < demand.amount) {
      shortfalls.push({ variantId: id, wanted: demand.amount, available });
      continue;
    }
    let left = demand.amount;
    for (const row of own) {
      const quantity = Math.min(left, row.quantity);
      if (quantity > 0) takes.push({ variantId: id, warehouseId: row.warehouseId, quantity });
      left -= quantity;
    }
  }
  if (shortfalls.length > 0) return shortfalls;
  for (const take of takes)
    await takeStock(ctx.db, take.variantId, take.warehouseId, take.quantity);
  return [];
}
