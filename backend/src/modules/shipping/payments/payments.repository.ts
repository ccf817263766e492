import { and, asc, eq, sql } from 'drizzle-orm';
import { paymentPrices, payments, paymentTranslations } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';

/** Payments priced in `currency`, in shop order. */
export function selectPayments(scope: LocaleScope, currency: string) {
  return scope.db
    .select({
      payment: payments,
      name: sql<string>`coalesce(${paymentTranslations.name}, ${payments.code})`,
      description: sql<string>`coalesce(${paymentTranslations.description}, '')`,
      priceWithTax: paymentPrices.priceWithTax,
      priceWithoutTax: paymentPrices.priceWithoutTax,
    })
    .from(payments)
    .innerJoin(
      paymentPrices,
      and(eq(paymentPrices.paymentId, payments.id), eq(paymentPrices.currencyCode, currency)),
    )
    .leftJoin(
      paymentTranslations,
      preferredTranslation(scope, paymentTranslations, paymentTranslations.paymentId, payments.id),
    )
    .orderBy(asc(payments.position), asc(payments.id));
}
