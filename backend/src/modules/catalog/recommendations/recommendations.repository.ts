import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/database.ts';
import { intArray, textArray } from '../../../db/sql-lists.ts';

/** How candidates are picked and ranked (docs/decisions/195-recommendation-provider.md). */
export type RecommendationRule =
  /** Best sellers of the shop, or of a category's subtree. */
  | { by: 'bestSellers'; categoryId?: number }
  /** Products of the main category of `productId`. */
  | { by: 'related'; productId: number }
  /** Bought in the same orders as `baseIds`; then best sellers of other categories. */
  | { by: 'crossSell'; baseIds: readonly number[] };

export interface CandidateScope {
  userGroups: readonly string[];
  /** Never recommended (the product shown, the cart's products). */
  excludeIds: readonly number[];
  limit: number;
}

// Pieces ordered per product over orders that were not cancelled.
const soldPieces = sql`(select i.product_id, sum(i.amount) as pieces
    from order_items i join orders o on o.id = i.order_id
    where i.kind = 'product' and o.status <> 'cancelled' and i.product_id is not null
    group by i.product_id)`;

/** Pieces of each product ordered together with one of `baseIds` (in the same order). */
const boughtWith = (
  baseIds: readonly number[],
) => sql`(select other.product_id, sum(other.amount) as pieces
    from order_items base
    join order_items other on other.order_id = base.order_id and other.kind = 'product'
      and other.product_id <> base.product_id
    join orders o on o.id = base.order_id and o.status <> 'cancelled'
    where base.kind = 'product' and base.product_id = any(${intArray(baseIds)})
    group by other.product_id)`;

function ruleSql(rule: RecommendationRule): { join: SQL; where: SQL; order: SQL } {
  switch (rule.by) {
    case 'bestSellers':
      return {
        join: sql``,
        where:
          rule.categoryId === undefined
            ? sql`true`
            : sql`p.category_ids && ${intArray([rule.categoryId])}`,
        order: sql``,
      };
    case 'related':
      return {
        join: sql``,
        where: sql`p.main_category_id = (select main_category_id from products where id = ${rule.productId})`,
        order: sql``,
      };
    case 'crossSell': {
      const baseCategories = sql`(select array_agg(main_category_id) from products
          where id = any(${intArray(rule.baseIds)}))`;
      return {
        join: sql`left join ${boughtWith(rule.baseIds)} w on w.product_id = p.id`,
        where: sql`(w.pieces is not null
          or p.main_category_id <> all(coalesce(${baseCategories}, '{}'::int[])))`,
        order: sql`w.pieces desc nulls last,`,
      };
    }
  }
}

/**
 * Ids of recommendable products in rank order: visible, for sale, permitted to the user's groups,
 * in stock or not stock-checked, not excluded; ties go to best sellers, then the newest.
 */
export function selectRecommendedIds(
  db: Database,
  rule: RecommendationRule,
  scope: CandidateScope,
): Promise<{ id: number }[]> {
  const { join, where, order } = ruleSql(rule);
  return selectRows<{ id: number }>(
    db,
    sql`select p.id from products p
        left join ${soldPieces} s on s.product_id = p.id
        ${join}
        where p.visible and p.saleable
          and (p.required_user_group is null
               or p.required_user_group = any(${textArray(scope.userGroups)}))
          and (not p.check_stock or exists (
                select 1 from product_variants v join variant_stock vs on vs.variant_id = v.id
                where v.product_id = p.id and vs.quantity > 0))
          and not (p.id = any(${intArray(scope.excludeIds)}))
          and ${where}
        order by ${order} coalesce(s.pieces, 0) desc, p.created_at desc, p.id desc
        limit ${scope.limit}`,
  );
}
