import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/database.ts';
import type { CatalogSort } from '@vitrina/contracts/content';
import { intArray, textArray } from '../../../db/sql-lists.ts';

/**
 * A listing's constraints. `base*` always apply (category, virtual category values, price lists,
 * permissions); the shopper's filters are left out one at a time to count facets.
 */
export interface ListingFilter {
  categoryId: number | null;
  /** Only these products, and `position` in this order (a search's matches); null for all. */
  productIds: number[] | null;
  /** Virtual category values, by parameter: OR within, AND across. Never relaxed for facets. */
  baseValueGroups: number[][];
  basePriceFrom: number | null;
  basePriceTo: number | null;
  brandIds: number[];
  /** Shopper's values by parameter id: OR within a parameter, AND across parameters. */
  valueGroups: Map<number, number[]>;
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
  publicListId: number;
  groupListId: number | null;
  userGroups: readonly string[];
}

/** Which shopper filter a facet query leaves out. */
type Except = 'brand' | 'price' | { parameterId: number } | null;

const price = (filter: ListingFilter): SQL =>
  filter.groupListId === null ? sql`pp.with_tax` : sql`coalesce(gp.with_tax, pp.with_tax)`;

interface Matching {
  /** `products p` plus the price joins when the query needs prices. */
  from: SQL;
  where: SQL;
}

/**
 * The products matching the filter, minus the `except` filter. Category and values test the
 * GIN-indexed arrays on `products` (one bitmap AND, no joins); prices are joined only when a
 * price filter, sort or range needs them (every product is priced in each public list).
 */
function matching(filter: ListingFilter, except: Except, needPrice = false): Matching {
  const where: SQL[] = [
    sql`p.visible`,
    sql`(p.required_user_group is null or p.required_user_group = any(${textArray(filter.userGroups)}))`,
  ];
  if (filter.categoryId !== null)
    where.push(sql`p.category_ids @> ${intArray([filter.categoryId])}`);
  if (filter.productIds !== null) where.push(sql`p.id = any(${intArray(filter.productIds)})`);
  const hasValue = (values: readonly number[]) => sql`p.value_ids && ${intArray(values)}`;
  for (const values of filter.baseValueGroups) where.push(hasValue(values));
  const prices: SQL[] = [];
  if (filter.basePriceFrom !== null) prices.push(sql`${price(filter)} >= ${filter.basePriceFrom}`);
  if (filter.basePriceTo !== null) prices.push(sql`${price(filter)} <= ${filter.basePriceTo}`);
  if (except !== 'brand' && filter.brandIds.length > 0) {
    where.push(sql`p.brand_id = any(${intArray(filter.brandIds)})`);
  }
  for (const [parameterId, values] of filter.valueGroups) {
    if (typeof except === 'object' && except?.parameterId === parameterId) continue;
    where.push(hasValue(values));
  }
  if (except !== 'price') {
    if (filter.priceFrom !== null) prices.push(sql`${price(filter)} >= ${filter.priceFrom}`);
    if (filter.priceTo !== null) prices.push(sql`${price(filter)} <= ${filter.priceTo}`);
  }
  if (filter.inStock) where.push(sql`p.in_stock`);
  where.push(...prices);
  const joins: SQL[] = [];
  if (needPrice || prices.length > 0) {
    joins.push(
      sql`join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${filter.publicListId}`,
    );
    if (filter.groupListId !== null) {
      joins.push(
        sql`left join product_prices gp on gp.product_id = p.id and gp.price_list_id = ${filter.groupListId}`,
      );
    }
  }
  return {
    from: sql`products p ${sql.join(joins, sql` `)}`,
    where: sql.join(where, sql` and `),
  };
}

function orderBy(sort: CatalogSort, filter: ListingFilter, locale: string): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${price(filter)} asc, p.id`;
    case 'price_desc':
      return sql`${price(filter)} desc, p.id`;
    case 'bestselling':
      return sql`p.popularity desc, p.id`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'name':
      return sql`(select t.name from product_translations t
        where t.product_id = p.id and t.locale = ${locale}), p.id`;
    case 'position':
      return filter.productIds === null
        ? sql`p.position, p.id`
        : sql`array_position(${intArray(filter.productIds)}, p.id), p.id`;
  }
}

/** One page of product ids in the sort order, with the total matching count. */
export async function selectListingPage(
  db: Database,
  filter: ListingFilter,
  sort: CatalogSort,
  locale: string,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  // The window count rides along with the page: the matching set is evaluated once.
  const { from, where } = matching(filter, null, sort === 'price_asc' || sort === 'price_desc');
  const rows = await selectRows<{ id: number; total: number }>(
    db,
    sql`select p.id, count(*) over ()::int as total from ${from} where ${where}
        order by ${orderBy(sort, filter, locale)} limit ${limit} offset ${offset}`,
  );
  if (rows.length === 0 && offset > 0) {
    // Past the last page the window has no row to ride on; count separately.
    const [count] = await selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${from} where ${where}`,
    );
    return { ids: [], total: count?.total ?? 0 };
  }
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** Product counts per value (of `valueIds` only, when given) under a filter. */
export function selectValueCounts(
  db: Database,
  filter: ListingFilter,
  except: Except,
  valueIds: readonly number[] | null,
): Promise<{ valueId: number; count: number }[]> {
  const { from, where } = matching(filter, except);
  const only = valueIds === null ? sql`` : sql`and v.value_id = any(${intArray(valueIds)})`;
  return selectRows(
    db,
    sql`select v.value_id as "valueId", count(*)::int as count
        from ${from} cross join lateral unnest(p.value_ids) as v(value_id)
        where ${where} ${only}
        group by v.value_id`,
  );
}

export function selectBrandCounts(
  db: Database,
  filter: ListingFilter,
): Promise<{ brandId: number; count: number }[]> {
  const { from, where } = matching(filter, 'brand');
  return selectRows(
    db,
    sql`select p.brand_id as "brandId", count(*)::int as count from ${from}
        where ${where} and p.brand_id is not null group by p.brand_id`,
  );
}

export async function selectPriceRange(
  db: Database,
  filter: ListingFilter,
): Promise<{ min: number; max: number } | null> {
  const { from, where } = matching(filter, 'price', true);
  const [row] = await selectRows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(${price(filter)})::float8 as min, max(${price(filter)})::float8 as max
        from ${from} where ${where}`,
  );
  return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
}
