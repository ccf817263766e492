import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/database.ts';
import { intArray, textArray } from './sql-lists.ts';

export interface ProductRow {
  id: number;
  code: string;
  ean: string | null;
  marketingCode: string | null;
  brandId: number | null;
  mainCategoryId: number;
  vatRate: number;
  unit: string;
  saleable: boolean;
  requiredUserGroup: string | null;
  freeShipping: boolean;
  checkStock: boolean;
  images: string[];
  hoverImage: string | null;
  tags: string[];
  /** Every value of the product and its variants (the listing index). */
  valueIds: number[];
  createdAt: string;
}

export interface ProductTextRow {
  productId: number;
  locale: string;
  name: string;
  slug: string;
  perex: string | null;
  description: string | null;
}

export interface VariantRow {
  id: number;
  productId: number;
  code: string;
  ean: string | null;
  position: number;
  image: string | null;
  delayDays: number;
}

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
  virtual: boolean;
  quantity: number;
}

export interface DiscountRow {
  productId: number;
  id: number;
  kind: string;
  percentage: number | null;
  buyQuantity: number | null;
  active: boolean;
  name: string;
}

/** Which products a selector names, before visibility and permissions are applied. */
export type ProductSelector =
  | { by: 'ids'; ids: readonly number[] }
  | { by: 'slugs'; slugs: readonly string[]; locale: string }
  | { by: 'codes' | 'eans' | 'variantCodes' | 'variantEans'; values: readonly string[] }
  | { by: 'categoryIds'; ids: readonly number[]; limit: number }
  | { by: 'random'; count: number };

/** Ids (with the permission column) in the selector's order: the value order, or newest first. */
export function selectProductIds(
  db: Database,
  selector: ProductSelector,
  userGroups: readonly string[],
): Promise<{ id: number; requiredUserGroup: string | null }[]> {
  const visible = sql`p.visible`;
  const permitted = sql`(p.required_user_group is null or p.required_user_group = any(${textArray(userGroups)}))`;
  const pick = (from: SQL, where: SQL, order: SQL) =>
    selectRows<{ id: number; requiredUserGroup: string | null }>(
      db,
      sql`select p.id, p.required_user_group as "requiredUserGroup" from ${from}
          where ${visible} and ${where} order by ${order}`,
    );
  const ordinal = (values: SQL, column: SQL) => sql`array_position(${values}, ${column})`;
  switch (selector.by) {
    case 'ids':
      return pick(
        sql`products p`,
        sql`p.id = any(${intArray(selector.ids)})`,
        ordinal(intArray(selector.ids), sql`p.id`),
      );
    case 'codes':
      return pick(
        sql`products p`,
        sql`p.code = any(${textArray(selector.values)})`,
        ordinal(textArray(selector.values), sql`p.code::text`),
      );
    case 'eans':
      return pick(
        sql`products p`,
        sql`p.ean = any(${textArray(selector.values)})`,
        ordinal(textArray(selector.values), sql`p.ean::text`),
      );
    case 'variantCodes':
    case 'variantEans': {
      const column = selector.by === 'variantCodes' ? sql`v.code` : sql`v.ean`;
      return pick(
        sql`products p join (
              select v.product_id, min(${ordinal(textArray(selector.values), sql`${column}::text`)}) as rank
              from product_variants v where ${column} = any(${textArray(selector.values)})
              group by v.product_id) m on m.product_id = p.id`,
        sql`true`,
        sql`m.rank`,
      );
    }
    case 'slugs':
      // A slug of any language finds the product (links shared across a language switch).
      return pick(
        sql`products p join (
              select t.product_id, min(${ordinal(textArray(selector.slugs), sql`t.slug::text`)}) as rank
              from product_translations t where t.slug = any(${textArray(selector.slugs)})
              group by t.product_id) m on m.product_id = p.id`,
        sql`true`,
        sql`m.rank`,
      );
    case 'categoryIds':
      // The listing index: ancestors included, so a top category lists its whole subtree.
      return pick(
        sql`products p`,
        sql`${permitted} and p.category_ids && ${intArray(selector.ids)}`,
        sql`p.created_at desc, p.id desc limit ${selector.limit}`,
      );
    case 'random':
      return pick(
        sql`products p`,
        sql`${permitted} and p.saleable`,
        sql`random() limit ${selector.count}`,
      );
  }
}

export function selectProducts(db: Database, ids: readonly number[]): Promise<ProductRow[]> {
  return selectRows<ProductRow>(
    db,
    sql`select p.id, p.code, p.ean, p.marketing_code as "marketingCode", p.brand_id as "brandId",
          p.main_category_id as "mainCategoryId", p.vat_rate as "vatRate", p.unit, p.saleable,
          p.required_user_group as "requiredUserGroup", p.free_shipping as "freeShipping",
          p.check_stock as "checkStock", p.images, p.hover_image as "hoverImage", p.tags, p.value_ids as "valueIds",
          to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
        from products p where p.id = any(${intArray(ids)}) and p.visible`,
  );
}

/** Names and slugs in every language; descriptions (long HTML) only when asked for. */
export function selectProductTexts(
  db: Database,
  ids: readonly number[],
  withDescription: boolean,
): Promise<ProductTextRow[]> {
  const description = withDescription ? sql`t.description` : sql`null`;
  return selectRows<ProductTextRow>(
    db,
    sql`select t.product_id as "productId", t.locale, t.name, t.slug, t.perex,
          ${description} as description
        from product_translations t where t.product_id = any(${intArray(ids)})`,
  );
}

export function selectVariants(db: Database, productIds: readonly number[]): Promise<VariantRow[]> {
  return selectRows<VariantRow>(
    db,
    sql`select v.id, v.product_id as "productId", v.code, v.ean, v.position, v.image,
          v.delay_days as "delayDays"
        from product_variants v where v.product_id = any(${intArray(productIds)})
        order by v.product_id, v.position, v.id`,
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
    sql`select s.variant_id as "variantId", s.warehouse_id as "warehouseId", w.code, w.virtual,
          s.quantity
        from variant_stock s join warehouses w on w.id = s.warehouse_id
        where s.variant_id = any(${intArray(variantIds)})
        order by s.variant_id, w.position, w.id`,
  );
}

export function selectVariantValues(
  db: Database,
  variantIds: readonly number[],
): Promise<{ variantId: number; valueId: number }[]> {
  return selectRows(
    db,
    sql`select variant_id as "variantId", value_id as "valueId" from variant_parameter_values
        where variant_id = any(${intArray(variantIds)})`,
  );
}

export function selectDiscounts(
  db: Database,
  productIds: readonly number[],
  locale: string,
  fallbackLocale: string,
): Promise<DiscountRow[]> {
  return selectRows<DiscountRow>(
    db,
    sql`select pd.product_id as "productId", d.id, d.kind, d.percentage,
          d.buy_quantity as "buyQuantity", d.active, coalesce(r.name, f.name, d.code) as name
        from product_discounts pd join discounts d on d.id = pd.discount_id
        left join discount_translations r on r.discount_id = d.id and r.locale = ${locale}
        left join discount_translations f on f.discount_id = d.id and f.locale = ${fallbackLocale}
        where pd.product_id = any(${intArray(productIds)})
        order by pd.product_id, d.id`,
  );
}

/** Gifts with what a product box needs; a gift is available while any of its variants has stock. */
export function selectGifts(
  db: Database,
  productIds: readonly number[],
  locale: string,
  fallbackLocale: string,
): Promise<
  {
    productId: number;
    id: number;
    name: string;
    slug: string;
    mainImage: string | null;
    saleable: boolean;
    checkStock: boolean;
    hasStock: boolean;
  }[]
> {
  return selectRows(
    db,
    sql`select g.product_id as "productId", p.id, coalesce(r.name, f.name, p.code) as name,
          coalesce(r.slug, f.slug, p.code) as slug, p.images[1] as "mainImage",
          p.saleable, p.check_stock as "checkStock",
          exists (select 1 from product_variants v join variant_stock s on s.variant_id = v.id
                  where v.product_id = p.id and s.quantity > 0) as "hasStock"
        from product_gifts g join products p on p.id = g.gift_product_id
        left join product_translations r on r.product_id = p.id and r.locale = ${locale}
        left join product_translations f on f.product_id = p.id and f.locale = ${fallbackLocale}
        where g.product_id = any(${intArray(productIds)}) and p.visible
        order by g.product_id, g.position, p.id`,
  );
}

export function selectAlternatives(
  db: Database,
  productIds: readonly number[],
): Promise<{ productId: number; alternativeId: number }[]> {
  return selectRows(
    db,
    sql`select a.product_id as "productId", a.alternative_id as "alternativeId"
        from product_alternatives a join products p on p.id = a.alternative_id
        where a.product_id = any(${intArray(productIds)}) and p.visible
        order by a.product_id, a.position`,
  );
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
