import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  orderGifts,
  orderGiftThresholds,
  products,
  productTranslations,
  productVariants,
  variantStock,
} from '../../db/schema/index.ts';
import { translated } from '../../db/translated.ts';

const requested = alias(productTranslations, 'requested');
const fallback = alias(productTranslations, 'fallback');

/** Some variant of the product has stock in some warehouse. */
const inStock = sql<boolean>`exists (
  select 1 from ${productVariants}
  join ${variantStock} on ${variantStock.variantId} = ${productVariants.id}
  where ${productVariants.productId} = ${products.id} and ${variantStock.quantity} > 0)`;

/** Active gifts with a threshold in `currency` whose product is visible, cheapest first. */
export function selectOrderGifts(
  db: Database,
  locale: string,
  fallbackLocale: string,
  currency: string,
) {
  return db
    .select({
      id: orderGifts.id,
      productId: products.id,
      name: translated(requested.name, fallback.name, products.code),
      slug: translated(requested.slug, fallback.slug, products.code),
      image: sql<string | null>`${products.images}[1]`,
      priceFrom: orderGiftThresholds.priceFrom,
      requiredUserGroup: products.requiredUserGroup,
      isAvailable: sql<boolean>`${products.saleable} and (not ${products.checkStock} or ${inStock})`,
    })
    .from(orderGifts)
    .innerJoin(
      orderGiftThresholds,
      and(
        eq(orderGiftThresholds.giftId, orderGifts.id),
        eq(orderGiftThresholds.currencyCode, currency),
      ),
    )
    .innerJoin(products, and(eq(products.id, orderGifts.productId), eq(products.visible, true)))
    .leftJoin(requested, and(eq(requested.productId, products.id), eq(requested.locale, locale)))
    .leftJoin(
      fallback,
      and(eq(fallback.productId, products.id), eq(fallback.locale, fallbackLocale)),
    )
    .where(eq(orderGifts.active, true))
    .orderBy(asc(orderGiftThresholds.priceFrom), asc(orderGifts.position), asc(orderGifts.id));
}
