import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  shipperBlockedPayments,
  shipperPrices,
  shippers,
  shipperTranslations,
} from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';

/** Shippers priced in `currency` (those without a price in it are not offered), in shop order. */
export function selectShippers(scope: LocaleScope, currency: string) {
  return scope.db
    .select({
      shipper: shippers,
      name: sql<string>`coalesce(${shipperTranslations.name}, ${shippers.code})`,
      description: sql<string>`coalesce(${shipperTranslations.description}, '')`,
      priceWithTax: shipperPrices.priceWithTax,
      priceWithoutTax: shipperPrices.priceWithoutTax,
      freeFrom: shipperPrices.freeFrom,
    })
    .from(shippers)
    .innerJoin(
      shipperPrices,
      and(eq(shipperPrices.shipperId, shippers.id), eq(shipperPrices.currencyCode, currency)),
    )
    .leftJoin(
      shipperTranslations,
      preferredTranslation(scope, shipperTranslations, shipperTranslations.shipperId, shippers.id),
    )
    .orderBy(asc(shippers.position), asc(shippers.id));
}

export function selectBlockedPayments(db: Database) {
  return db
    .select()
    .from(shipperBlockedPayments)
    .orderBy(asc(shipperBlockedPayments.shipperId), asc(shipperBlockedPayments.paymentId));
}

export async function selectShipperById(db: Database, id: number) {
  const [row] = await db.select().from(shippers).where(eq(shippers.id, id)).limit(1);
  return row;
}
