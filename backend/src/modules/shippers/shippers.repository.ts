import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  shipperBlockedPayments,
  shipperPrices,
  shippers,
  shipperTranslations,
} from '../../db/schema/index.ts';
import { translated } from '../../db/translated.ts';

const requested = alias(shipperTranslations, 'requested');
const fallback = alias(shipperTranslations, 'fallback');

/** Shippers priced in `currency` (those without a price in it are not offered), in shop order. */
export function selectShippers(
  db: Database,
  locale: string,
  fallbackLocale: string,
  currency: string,
) {
  return db
    .select({
      shipper: shippers,
      name: translated(requested.name, fallback.name, shippers.code),
      description: translated(requested.description, fallback.description, sql`''`),
      priceWithTax: shipperPrices.priceWithTax,
      priceWithoutTax: shipperPrices.priceWithoutTax,
      freeFrom: shipperPrices.freeFrom,
    })
    .from(shippers)
    .innerJoin(
      shipperPrices,
      and(eq(shipperPrices.shipperId, shippers.id), eq(shipperPrices.currencyCode, currency)),
    )
    .leftJoin(requested, and(eq(requested.shipperId, shippers.id), eq(requested.locale, locale)))
    .leftJoin(
      fallback,
      and(eq(fallback.shipperId, shippers.id), eq(fallback.locale, fallbackLocale)),
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
