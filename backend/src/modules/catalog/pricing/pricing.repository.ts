import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/database.ts';
import { intArray, textArray } from '../../../db/sql-lists.ts';

export interface VariantPriceRow {
  variantId: number;
  priceListId: number;
  withTax: number;
  withoutTax: number;
  originalWithTax: number | null;
  originalWithoutTax: number | null;
}

export interface StockRow {
  variantId: number;
  warehouseId: number;
  code: string;
  name: string;
  virtual: boolean;
  quantity: number;
}

/** Price lists that apply: the public list of the currency and any list of the user's groups. */
export function selectPriceLists(
  db: Database,
  currency: string,
  userGroups: readonly string[],
): Promise<{ id: number; userGroup: string | null }[]> {
  return selectRows(
    db,
    sql`select id, user_group as "userGroup" from price_lists
        where currency_code = ${currency}
          and (user_group is null or user_group = any(${textArray(userGroups)}))
        order by (user_group is null), id`,
  );
}

export function selectVariantPrices(
  db: Database,
  variantIds: readonly number[],
  priceListIds: readonly number[],
): Promise<VariantPriceRow[]> {
  return selectRows<VariantPriceRow>(
    db,
    sql`select variant_id as "variantId", price_list_id as "priceListId",
          with_tax::float8 as "withTax", without_tax::float8 as "withoutTax",
          original_with_tax::float8 as "originalWithTax",
          original_without_tax::float8 as "originalWithoutTax"
        from variant_prices
        where variant_id = any(${intArray(variantIds)})
          and price_list_id = any(${intArray(priceListIds)})`,
  );
}

export function selectStock(db: Database, variantIds: readonly number[]): Promise<StockRow[]> {
  return selectRows<StockRow>(
    db,
    sql`select s.variant_id as "variantId", s.warehouse_id as "warehouseId", w.code, w.name, w.virtual,
          s.quantity
        from variant_stock s join warehouses w on w.id = s.warehouse_id
        where s.variant_id = any(${intArray(variantIds)})
        order by s.variant_id, w.position, w.id`,
  );
}

export interface LockedStockRow {
  variantId: number;
  warehouseId: number;
  virtual: boolean;
  quantity: number;
}

/**
 * Locks the stock rows of `variantIds` until the transaction ends, always in the order (variant,
 * warehouse), so two orders that share variants queue instead of deadlocking.
 */
export function lockStock(db: Database, variantIds: readonly number[]): Promise<LockedStockRow[]> {
  return selectRows<LockedStockRow>(
    db,
    sql`select s.variant_id as "variantId", s.warehouse_id as "warehouseId", w.virtual, s.quantity
        from variant_stock s join warehouses w on w.id = s.warehouse_id
        where s.variant_id = any(${intArray(variantIds)})
        order by s.variant_id, s.warehouse_id
        for update of s`,
  );
}

export async function takeStock(
  db: Database,
  variantId: number,
  warehouseId: number,
  quantity: number,
): Promise<void> {
  await db.execute(
    sql`update variant_stock set quantity = quantity - ${quantity}
        where variant_id = ${variantId} and warehouse_id = ${warehouseId}`,
  );
}
