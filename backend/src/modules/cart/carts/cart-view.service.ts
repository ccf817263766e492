import { defaultCurrency } from '@vitrina/contracts';
import type { Cart } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { getCredits } from '../../accounts/users/users.service.ts';
import { findCurrencySettings } from '../../shop/currencies/currencies.service.ts';
import { currentCoupon, type AppliedCoupon } from '../coupons/coupons.service.ts';
import { listOrderGifts } from '../order-gifts/order-gifts.service.ts';
import type { CartOwner } from './cart-access.service.ts';
import { priceCartLines, toCartItems, type KnownProducts, type PricedCart } from './cart-lines.ts';
import { cartTotals, creditLinesTotal } from './cart-totals.ts';
import { selectCartGiftIds, selectCartItems, type CartRow } from './carts.repository.ts';

/** Everything known about a cart at one moment: the answer, and what placing an order needs. */
export interface CartState {
  cart: Cart;
  row: CartRow | undefined;
  priced: PricedCart;
  coupon: AppliedCoupon | null;
  /** Why the cart's coupon no longer applies (placing refuses such a cart), or null. */
  couponProblem: Error | null;
}

/**
 * Credits are kept in the shop's default currency (GET /user/credits/amount), so they are spent
 * only on carts in that currency; guests have none.
 */
async function creditsAvailable(ctx: RequestContext, owner: CartOwner, wanted: number) {
  if (!owner.user || wanted <= 0 || ctx.currency !== defaultCurrency) return 0;
  return (await getCredits(ctx)).amount;
}

/**
 * The cart as the shopper sees it, priced now from the catalogue in the request currency (products
 * in `known` were loaded a moment ago by the same transaction).
 */
export async function cartState(
  ctx: RequestContext,
  owner: CartOwner,
  row: CartRow | undefined,
  known?: KnownProducts,
): Promise<CartState> {
  const [rows, giftIds, settings] = await Promise.all([
    row ? selectCartItems(ctx.db, row.id) : [],
    row ? selectCartGiftIds(ctx.db, row.id) : Promise.resolve<number[]>([]),
    findCurrencySettings(ctx, ctx.currency),
  ]);
  const priced = await priceCartLines(ctx, rows, known);
  const itemsWithTax = priced.lines.reduce(
    (sum, line) => sum + line.variant.prices.unitWithTax * line.row.amount,
    0,
  );
  const { coupon, problem } = await currentCoupon(ctx, row?.couponId ?? null, itemsWithTax);
  const creditsWanted = (row?.credits ?? 0) + creditLinesTotal(priced.lines);
  const prices = cartTotals({
    currency: ctx.currency,
    lines: priced.lines,
    coupon,
    creditsWanted,
    creditsAvailable: await creditsAvailable(ctx, owner, creditsWanted),
    freeShippingAt: settings?.freeShippingAt?.amount ?? null,
    orderMinimumValue: settings?.orderMinimumValue?.amount ?? null,
  });
  // Spec §4: a gift no longer available, or above the discount limit price, is not selected.
  const gifts = giftIds.length > 0 ? await listOrderGifts(ctx) : [];
  const selectedGifts = gifts
    .filter(
      (gift) =>
        giftIds.includes(gift.id) &&
        gift.availability.isAvailable &&
        gift.price_from <= prices.discountLimitPriceWithVat,
    )
    .map((gift) => gift.id);
  const items = toCartItems(priced.lines);
  return {
    row,
    priced,
    coupon,
    couponProblem: problem,
    cart: {
      id: row?.id ?? null,
      currencyCode: ctx.currency,
      items,
      itemsCount: priced.lines.reduce((sum, line) => sum + line.row.amount, 0),
      prices,
      coupon: coupon && { code: coupon.code, kind: coupon.kind, percent: coupon.percent },
      credits: row?.credits ?? 0,
      selectedGifts,
    },
  };
}

/** `{ data: cart, meta: { custom: token } }`, the answer of every cart call. */
export async function cartResponse(
  ctx: RequestContext,
  owner: CartOwner,
  row: CartRow | undefined,
  known?: KnownProducts,
): Promise<{ data: Cart; meta: { custom: string | null } }> {
  const { cart } = await cartState(ctx, owner, row, known);
  return { data: cart, meta: { custom: owner.token } };
}
