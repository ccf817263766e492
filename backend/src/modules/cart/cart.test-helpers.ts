import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from '../../db/database.ts';

/** A sellable product every shopper sees, with its variants (id order). */
export interface TestProduct {
  productId: number;
  variantIds: number[];
}

/**
 * Sellable, visible products without a group limit that have a CZK and EUR price, skipping
 * `skip` of them (tests of one file pick different ones).
 */
export async function pickProducts(
  handle: DatabaseHandle,
  count: number,
  skip = 0,
): Promise<TestProduct[]> {
  const rows = await selectRows<{ productId: number; variantIds: number[] }>(
    handle.db,
    sql`select p.id as "productId", array_agg(v.id order by v.id) as "variantIds"
        from products p join product_variants v on v.product_id = p.id
        where p.visible and p.saleable and p.required_user_group is null
          and not exists (select 1 from order_gifts g where g.product_id = p.id)
          and (not p.check_stock or exists (select 1 from variant_stock s
                                            where s.variant_id = v.id and s.quantity >= 20))
          and exists (select 1 from variant_prices vp join price_lists l on l.id = vp.price_list_id
                      where vp.variant_id = v.id and l.currency_code = 'EUR' and l.user_group is null)
          and exists (select 1 from variant_prices vp join price_lists l on l.id = vp.price_list_id
                      where vp.variant_id = v.id and l.currency_code = 'CZK' and l.user_group is null)
        group by p.id order by p.id offset ${skip} limit ${count}`,
  );
  return rows;
}

/**
 * Gives a product's variants exactly `quantity` pieces each in one physical warehouse (others
 * emptied) and makes the product keep stock, so stock tests know what there is.
 */
export async function setStock(
  handle: DatabaseHandle,
  productId: number,
  quantity: number,
): Promise<void> {
  await handle.db.execute(sql`update products set check_stock = true where id = ${productId}`);
  await handle.db.execute(
    sql`update variant_stock set quantity = 0
        where variant_id in (select id from product_variants where product_id = ${productId})`,
  );
  await handle.db.execute(
    sql`insert into variant_stock (variant_id, warehouse_id, quantity)
        select v.id, (select id from warehouses where not virtual order by id limit 1), ${quantity}
        from product_variants v where v.product_id = ${productId}
        on conflict (variant_id, warehouse_id) do update set quantity = excluded.quantity`,
  );
}

/** Stock of a variant across its warehouses. */
export async function stockOf(handle: DatabaseHandle, variantId: number): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    handle.db,
    sql`select coalesce(sum(quantity), 0)::int as total from variant_stock where variant_id = ${variantId}`,
  );
  return row?.total ?? 0;
}

/** A coupon with terms in one currency (CZK unless told), for coupon tests. */
export async function insertTestCoupon(
  handle: DatabaseHandle,
  coupon: {
    code: string;
    kind: 'percent' | 'amount' | 'free_shipping';
    percent?: number;
    amountOff?: number;
    minOrderValue?: number;
    maxUses?: number;
    usedCount?: number;
    expired?: boolean;
    currency?: string;
  },
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    handle.db,
    sql`insert into coupons (code, kind, percent, max_uses, used_count, valid_to)
        values (${coupon.code}, ${coupon.kind}, ${coupon.percent ?? null}, ${coupon.maxUses ?? null},
          ${coupon.usedCount ?? 0}, ${coupon.expired ? sql`now() - interval '1 day'` : null})
        returning id`,
  );
  const id = row?.id ?? 0;
  await handle.db.execute(
    sql`insert into coupon_currency_terms (coupon_id, currency_code, amount_off_with_tax, min_order_value)
        values (${id}, ${coupon.currency ?? 'CZK'}, ${coupon.amountOff ?? null}, ${coupon.minOrderValue ?? null})`,
  );
  return id;
}
