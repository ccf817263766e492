import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/database.ts';
import { discountTranslations, productTranslations } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';
import { intArray, textArray } from '../../../db/sql-lists.ts';

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

/** A product's texts for the request; null texts when it has none in either language. */
export interface ProductTextRow {
  productId: number;
  name: string | null;
  slug: string | null;
  perex: string | null;
  description: string | null;
  /** Its slug in every language it has one in (links across a language switch). */
  slugs: Record<string, string> | null;
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

/** One row per id: texts for the request, slugs of every language; descriptions when asked for. */
export function selectProductTexts(
  scope: LocaleScope,
  ids: readonly number[],
  withDescription: boolean,
): Promise<ProductTextRow[]> {
  const t = productTranslations;
  const description = withDescription ? t.description : sql`null`;
  return selectRows<ProductTextRow>(
    scope.db,
    sql`select p.id as "productId", ${t.name} as name, ${t.slug} as slug, ${t.perex} as perex,
          ${description} as description,
          (select json_object_agg(s.locale, s.slug order by s.locale)
           from product_translations s where s.product_id = p.id) as slugs
        from unnest(${intArray(ids)}) as p(id)
        left join ${t} on ${preferredTranslation(scope, t, t.productId, sql`p.id`)}`,
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

/** Variant id → its product id, for the variants that exist. */
export async function selectVariantProducts(
  db: Database,
  variantIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await selectRows<{ id: number; productId: number }>(
    db,
    sql`select id, product_id as "productId" from product_variants
        where id = any(${intArray(variantIds)})`,
  );
  return new Map(rows.map((row) => [row.id, row.productId]));
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
  scope: LocaleScope,
  productIds: readonly number[],
): Promise<DiscountRow[]> {
  const t = discountTranslations;
  return selectRows<DiscountRow>(
    scope.db,
    sql`select pd.product_id as "productId", d.id, d.kind, d.percentage,
          d.buy_quantity as "buyQuantity", d.active, coalesce(${t.name}, d.code) as name
        from product_discounts pd join discounts d on d.id = pd.discount_id
        left join ${t} on ${preferredTranslation(scope, t, t.discountId, sql`d.id`)}
        where pd.product_id = any(${intArray(productIds)})
        order by pd.product_id, d.id`,
  );
}

/** Gifts with what a product box needs; a gift is available while any of its variants has stock. */
export function selectGifts(
  scope: LocaleScope,
  productIds: readonly number[],
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
  const t = productTranslations;
  return selectRows(
    scope.db,
    sql`select g.product_id as "productId", p.id, coalesce(${t.name}, p.code) as name,
          coalesce(${t.slug}, p.code) as slug, p.images[1] as "mainImage",
          p.saleable, p.check_stock as "checkStock",
          exists (select 1 from product_variants v join variant_stock s on s.variant_id = v.id
                  where v.product_id = p.id and s.quantity > 0) as "hasStock"
        from product_gifts g join products p on p.id = g.gift_product_id
        left join ${t} on ${preferredTranslation(scope, t, t.productId, sql`p.id`)}
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
