import { and, eq, sql } from 'drizzle-orm';
import { intArray } from '../../../db/sql-lists.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';
import { products, productTranslations } from '../../../db/schema/index.ts';
import type { VariantPrice, VariantStock } from '../pricing/pricing.service.ts';
import type { ProductRow } from './products.repository.ts';

/** A variant as the cart reads it: its prices in the request's lists, its stock, its values. */
export interface CartVariantRow {
  id: number;
  code: string;
  image: string | null;
  delayDays: number;
  prices: VariantPrice[] | null;
  /** Warehouses in shop order. */
  stock: Omit<VariantStock, 'variantId'>[] | null;
  valueIds: number[] | null;
}

/** A visible product with what a cart line shows and checks, its variants in shop order. */
export interface CartProductRow extends Pick<
  ProductRow,
  | 'id'
  | 'code'
  | 'marketingCode'
  | 'mainCategoryId'
  | 'vatRate'
  | 'unit'
  | 'saleable'
  | 'requiredUserGroup'
  | 'freeShipping'
  | 'checkStock'
> {
  mainImage: string | null;
  name: string | null;
  slug: string | null;
  variants: CartVariantRow[];
}

/**
 * The visible products named by id or by one of their variants' ids, in one statement: product,
 * texts in the request language, variants with their prices (in `priceListIds` only), stock and
 * parameter values as JSON. What a cart line and a placement need, nothing of the product page's
 * (descriptions, alternatives, gifts, discounts, reviews, parameters of the product).
 *
 * Sent as a prepared statement (its text never changes, only its parameters): PostgreSQL plans
 * it once per connection instead of on every add and place, which for this query costs about as
 * much as running it.
 */
export function selectCartProducts(
  scope: LocaleScope,
  ids: { productIds: readonly number[]; variantIds: readonly number[] },
  priceListIds: readonly number[],
): Promise<CartProductRow[]> {
  const t = productTranslations;
  const p = products;
  return scope.db
    .select({
      id: p.id,
      code: p.code,
      marketingCode: p.marketingCode,
      mainCategoryId: p.mainCategoryId,
      vatRate: p.vatRate,
      unit: p.unit,
      saleable: p.saleable,
      requiredUserGroup: p.requiredUserGroup,
      freeShipping: p.freeShipping,
      checkStock: p.checkStock,
      mainImage: sql<string | null>`${p.images}[1]`,
      name: t.name,
      slug: t.slug,
      variants: sql<CartVariantRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'code', v.code, 'image', v.image, 'delayDays', v.delay_days,
          'prices', (
            select json_agg(json_build_object(
              'variantId', vp.variant_id, 'priceListId', vp.price_list_id,
              'withTax', vp.with_tax::float8, 'withoutTax', vp.without_tax::float8,
              'originalWithTax', vp.original_with_tax::float8,
              'originalWithoutTax', vp.original_without_tax::float8))
            from variant_prices vp
            where vp.variant_id = v.id and vp.price_list_id = any(${intArray(priceListIds)})),
          'stock', (
            select json_agg(json_build_object(
              'warehouseId', s.warehouse_id, 'code', w.code, 'name', w.name,
              'virtual', w.virtual, 'quantity', s.quantity) order by w.position, w.id)
            from variant_stock s join warehouses w on w.id = s.warehouse_id
            where s.variant_id = v.id),
          'valueIds', (
            select json_agg(pv.value_id) from variant_parameter_values pv
            where pv.variant_id = v.id)
        ) order by v.position, v.id)
        from product_variants v where v.product_id = ${p.id}), '[]'::json)`,
    })
    .from(p)
    .leftJoin(t, preferredTranslation(scope, t, t.productId, p.id))
    .where(
      and(
        eq(p.visible, true),
        sql`${p.id} = any(array(
          select unnest(${intArray(ids.productIds)})
          union
          select pv.product_id from product_variants pv
          where pv.id = any(${intArray(ids.variantIds)})))`,
      ),
    )
    .prepare('cart_products')
    .execute();
}
