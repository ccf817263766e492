import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { paymentPrices, payments, paymentTranslations } from '../../db/schema/index.ts';
import { translated } from '../../db/translated.ts';

const requested = alias(paymentTranslations, 'requested');
const fallback = alias(paymentTranslations, 'fallback');

/** Payments priced in `currency`, in shop order. */
export function selectPayments(
  db: Database,
  locale: string,
  fallbackLocale: string,
  currency: string,
) {
  return db
    .select({
      payment: payments,
      name: translated(requested.name, fallback.name, payments.code),
      description: translated(requested.description, fallback.description, sql`''`),
      priceWithTax: paymentPrices.priceWithTax,
      priceWithoutTax: paymentPrices.priceWithoutTax,
    })
    .from(payments)
    .innerJoin(
      paymentPrices,
      and(eq(paymentPrices.paymentId, payments.id), eq(paymentPrices.currencyCode, currency)),
    )
    .leftJoin(requested, and(eq(requested.paymentId, payments.id), eq(requested.locale, locale)))
    .leftJoin(
      fallback,
      and(eq(fallback.paymentId, payments.id), eq(fallback.locale, fallbackLocale)),
    )
    .orderBy(asc(payments.position), asc(payments.id));
}
