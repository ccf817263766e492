import type { OrderGift } from '@vitrina/contracts';
import type { RequestContext } from '../../http/request-context.ts';
import { selectOrderGifts } from './order-gifts.repository.ts';

/** Gifts in the request currency; group-only products only for shoppers in that group. */
export async function listOrderGifts(ctx: RequestContext): Promise<OrderGift[]> {
  const rows = await selectOrderGifts(ctx.db, ctx.locale, ctx.fallbackLocale, ctx.currency);
  return rows
    .filter(
      (row) => row.requiredUserGroup === null || ctx.userGroups.includes(row.requiredUserGroup),
    )
    .map((row) => ({
      id: row.id,
      productId: row.productId,
      name: row.name,
      slug: row.slug,
      image: row.image,
      price_from: row.priceFrom,
      currencyCode: ctx.currency,
      availability: { isAvailable: row.isAvailable },
    }));
}
