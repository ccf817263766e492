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

/**
 * One variant of the stock statement's answer: a shortfall (an order wants more than there is;
 * nothing was taken then), or a variant this take sold out (`soldOut`: none left anywhere).
 */
export interface StockTakeRow {
  variantId: number;
  wanted: number;
  available: number;
  soldOut: boolean;
}

/**
 * Takes stock for an order in one statement: locks the stock rows of the demanded variants in a
 * fixed order (variant, warehouse), so two orders that share variants queue instead of
 * deadlocking; takes each variant's amount from physical warehouses before supplier (virtual)
 * ones; and, when a variant whose product keeps stock (`checked`) has less than wanted, takes
 * nothing at all and answers the shortfalls. The update works on the rows as the lock found them
 * (a row changed by an order this one waited for is updated in its new version). Also answers the
 * variants the take emptied (`soldOut`), for the invalidation of decision 230.
 */
export function takeStockAtOnce(
  db: Database,
  demands: readonly { variantId: number; amount: number; checked: boolean }[],
): Promise<StockTakeRow[]> {
  const ids = intArray(demands.map((demand) => demand.variantId));
  const amounts = intArray(demands.map((demand) => demand.amount));
  const checked = sql`${`{${demands.map((demand) => demand.checked).join(',')}}`}::boolean[]`;
  return selectRows<StockTakeRow>(
    db,
    sql`with demand as (
          select * from unnest(${ids}, ${amounts}, ${checked}) as d(variant_id, amount, checked)),
        locked as materialized (
          select s.variant_id, s.warehouse_id, w.virtual, s.quantity
          from variant_stock s join warehouses w on w.id = s.warehouse_id
          where s.variant_id = any(${ids})
          order by s.variant_id, s.warehouse_id
          for update of s),
        short as (
          select d.variant_id, d.amount as wanted, coalesce(sum(l.quantity), 0)::int as available
          from demand d left join locked l on l.variant_id = d.variant_id
          where d.checked
          group by d.variant_id, d.amount
          having coalesce(sum(l.quantity), 0) < d.amount),
        takes as (
          select l.variant_id, l.warehouse_id,
            least(l.quantity, greatest(d.amount - coalesce(sum(l.quantity) over (
              partition by l.variant_id order by l.virtual, l.warehouse_id
              rows between unbounded preceding and 1 preceding), 0), 0)) as quantity
          from locked l join demand d on d.variant_id = l.variant_id),
        taken as (
          update variant_stock s set quantity = s.quantity - t.quantity
          from takes t
          where s.variant_id = t.variant_id and s.warehouse_id = t.warehouse_id
            and t.quantity > 0 and not exists (select 1 from short)
          returning s.variant_id),
        emptied as (
          select t.variant_id from takes t
          join locked l on l.variant_id = t.variant_id and l.warehouse_id = t.warehouse_id
          where not exists (select 1 from short)
          group by t.variant_id
          having sum(t.quantity) > 0 and sum(l.quantity - t.quantity) = 0)
        select variant_id as "variantId", wanted, available, false as "soldOut" from short
        union all
        select variant_id, 0, 0, true from emptied
        order by 1`,
  );
}
