import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { orderGifts, orderGiftThresholds } from '../../../db/schema/index.ts';

/**
 * Active gifts with a threshold in `currency`, cheapest first. The gift's product (name, stock,
 * visibility) is the products module's: the service asks it.
 */
export function selectOrderGifts(db: Database, currency: string) {
  return db
    .select({
      id: orderGifts.id,
      productId: orderGifts.productId,
      priceFrom: orderGiftThresholds.priceFrom,
    })
    .from(orderGifts)
    .innerJoin(
      orderGiftThresholds,
      and(
        eq(orderGiftThresholds.giftId, orderGifts.id),
        eq(orderGiftThresholds.currencyCode, currency),
      ),
    )
    .where(eq(orderGifts.active, true))
    .orderBy(asc(orderGiftThresholds.priceFrom), asc(orderGifts.position), asc(orderGifts.id));
}
