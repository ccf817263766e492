import type { Payment } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';
import { selectPayments } from './payments.repository.ts';

/**
 * Payments offered in the request currency. No endpoint of its own: the cart (GET /cart/payments)
 * filters these by the chosen shipper's `blockedPayments`.
 */
export function listPayments(ctx: RequestContext): Promise<Payment[]> {
  // A shop-wide dictionary: the seed is its writer and forgets it.
  return cachedDictionary(
    ctx.db,
    `payments|${ctx.currency}|${ctx.locale}|${ctx.fallbackLocale}`,
    () => readPayments(ctx),
  );
}

async function readPayments(ctx: RequestContext): Promise<Payment[]> {
  const rows = await selectPayments(ctx, ctx.currency);
  return rows.map(({ payment, name, description, priceWithTax, priceWithoutTax }) => ({
    id: payment.id,
    code: payment.code,
    type: payment.type,
    name,
    description,
    position: payment.position,
    price: { withTax: priceWithTax, withoutTax: priceWithoutTax, currencyCode: ctx.currency },
  }));
}
