import type { CartPrices } from '@vitrina/contracts/store';
import { couponDiscount, type AppliedCoupon } from '../coupons/coupons.service.ts';
import type { PricedLine } from './cart-lines.ts';

export interface TotalsInput {
  currency: string;
  lines: readonly PricedLine[];
  coupon: AppliedCoupon | null;
  /** Credits the cart asks to spend plus what lines bought for credits cost. */
  creditsWanted: number;
  /** What the shopper may spend: their balance in the shop's default currency, else 0. */
  creditsAvailable: number;
  freeShippingAt: number | null;
  orderMinimumValue: number | null;
}

/** Proportional share, rounded: the without-VAT part of an amount taken off a with-VAT total. */
const share = (amount: number, part: number, whole: number) =>
  whole <= 0 ? 0 : Math.round((amount * part) / whole);

/**
 * The cart's totals, computed by the server only, in integer minor units of `currency`: items,
 * then the coupon, then loyalty credits (never more than is left to pay).
 */
export function cartTotals(input: TotalsInput): CartPrices {
  const items = input.lines.reduce(
    (sum, { row, variant }) => ({
      withTax: sum.withTax + variant.prices.unitWithTax * row.amount,
      withoutTax: sum.withoutTax + variant.prices.unitWithoutTax * row.amount,
    }),
    { withTax: 0, withoutTax: 0 },
  );
  const discount = couponDiscount(input.coupon, items);
  const afterDiscount = items.withTax - discount.withTax;
  const credits = Math.max(0, Math.min(input.creditsWanted, input.creditsAvailable, afterDiscount));
  const creditsWithoutTax = share(credits, items.withoutTax - discount.withoutTax, afterDiscount);
  return {
    currencyCode: input.currency,
    itemsWithTax: items.withTax,
    itemsWithoutTax: items.withoutTax,
    discountWithTax: discount.withTax,
    discountWithoutTax: discount.withoutTax,
    creditsWithTax: credits,
    totalWithTax: afterDiscount - credits,
    totalWithoutTax: items.withoutTax - discount.withoutTax - creditsWithoutTax,
    discountLimitPriceWithVat: afterDiscount,
    freeShippingAt: input.freeShippingAt,
    orderMinimumValue: input.orderMinimumValue,
    meetsOrderMinimum: input.orderMinimumValue === null || afterDiscount >= input.orderMinimumValue,
  };
}

/** What lines bought for credits cost (they are paid from the balance, not with money). */
export function creditLinesTotal(lines: readonly PricedLine[]): number {
  return lines
    .filter(({ row }) => row.forCredits)
    .reduce((sum, { row, variant }) => sum + variant.prices.unitWithTax * row.amount, 0);
}
