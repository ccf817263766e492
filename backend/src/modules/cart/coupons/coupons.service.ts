import type { couponKinds } from '@vitrina/contracts/store';
import { ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import {
  selectCouponByCode,
  useCoupon,
  selectCouponById,
  type CouponWithTerms,
} from './coupons.repository.ts';

/** A coupon as it applies to a cart in the request currency. */
export interface AppliedCoupon {
  id: number;
  code: string;
  kind: (typeof couponKinds)[number];
  percent: number | null;
  amountOffWithTax: number | null;
  minOrderValue: number | null;
}

export const couponField = 'couponCode';

/**
 * Why the coupon does not apply to items worth `itemsWithTax` now, as the error the shopper sees
 * on the code field (unknown, not yet valid, expired, used up, below its minimum), or null.
 */
export function couponProblem(
  found: CouponWithTerms | undefined,
  itemsWithTax: number,
  now = new Date(),
): ValidationError | null {
  const fail = (title: string) => new ValidationError(title, couponField);
  if (!found || !found.coupon.active || !found.hasTerms)
    return fail('The promo code does not exist');
  const { coupon, minOrderValue } = found;
  if (coupon.validFrom !== null && new Date(coupon.validFrom) > now)
    return fail('The promo code is not valid yet');
  if (coupon.validTo !== null && new Date(coupon.validTo) < now)
    return fail('The promo code has expired');
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    return fail('The promo code has been used up');
  if (minOrderValue !== null && itemsWithTax < minOrderValue)
    return fail(`The promo code needs an order of at least ${minOrderValue} (minor units)`);
  return null;
}

const applied = ({ coupon, amountOffWithTax, minOrderValue }: CouponWithTerms): AppliedCoupon => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  percent: coupon.percent,
  amountOffWithTax,
  minOrderValue,
});

/** The coupon a shopper typed, or the field error saying why it cannot be used. */
export async function checkCouponCode(
  ctx: RequestContext,
  code: string,
  itemsWithTax: number,
): Promise<AppliedCoupon> {
  const found = await selectCouponByCode(ctx.db, code, ctx.currency);
  const problem = couponProblem(found, itemsWithTax);
  if (problem || !found) throw problem ?? new ValidationError('Unknown code', couponField);
  return applied(found);
}

/** The cart's coupon if it still applies (it may have expired or the cart shrunk), else null. */
export async function currentCoupon(
  ctx: RequestContext,
  couponId: number | null,
  itemsWithTax: number,
): Promise<{ coupon: AppliedCoupon | null; problem: ValidationError | null }> {
  if (couponId === null) return { coupon: null, problem: null };
  const found = await selectCouponById(ctx.db, couponId, ctx.currency);
  const problem = couponProblem(found, itemsWithTax);
  return { coupon: problem || !found ? null : applied(found), problem };
}

/** Money off the items (with and without VAT, in proportion); free shipping takes nothing here. */
export function couponDiscount(
  coupon: AppliedCoupon | null,
  items: { withTax: number; withoutTax: number },
): { withTax: number; withoutTax: number } {
  if (!coupon || items.withTax <= 0) return { withTax: 0, withoutTax: 0 };
  let withTax = 0;
  if (coupon.kind === 'percent')
    withTax = Math.round((items.withTax * (coupon.percent ?? 0)) / 100);
  if (coupon.kind === 'amount') withTax = Math.min(coupon.amountOffWithTax ?? 0, items.withTax);
  return { withTax, withoutTax: Math.round((withTax * items.withoutTax) / items.withTax) };
}

/**
 * Counts one use of the coupon in the placing transaction; false when it was used up meanwhile.
 * One conditional update: it takes the row's lock and, having waited for another placing that
 * held it, checks `max_uses` against the count that one left (so the limit holds however many
 * carts use the code at once).
 */
export function useCouponOnce(tx: RequestContext, couponId: number): Promise<boolean> {
  return useCoupon(tx.db, couponId);
}
