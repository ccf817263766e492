import type { OrderGift } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { findProductSummaries } from '../../catalog/products/products.service.ts';
import { selectOrderGifts } from './order-gifts.repository.ts';

/**
 * Gifts in the request currency whose product this shopper may see (visible; group-only products
 * only for that group), named in the request language.
 */
export async function listOrderGifts(ctx: RequestContext): Promise<OrderGift[]> {
  const rows = await selectOrderGifts(ctx.db, ctx.currency);
  const products = await findProductSummaries(ctx, [...new Set(rows.map((row) => row.productId))]);
  const productById = new Map(products.map((product) => [product.id, product]));
  return rows.flatMap((row): OrderGift[] => {
    const product = productById.get(row.productId);
    if (!product) return [];
    return [
      {
        id: row.id,
        productId: product.id,
        name: product.name,
        slug: product.slug,
        image: product.image,
        price_from: row.priceFrom,
        currencyCode: ctx.currency,
        availability: { isAvailable: product.isAvailable },
      },
    ];
  });
}
