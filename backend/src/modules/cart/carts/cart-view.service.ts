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
import { selectCartContents, type CartItemRow, type CartRow } from './carts.repository.ts';

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

/** What a write already knows of its cart, so that pricing the answer does not read it again. */
export interface KnownCart {
  /** Products loaded a moment ago by the same transaction. */
  products?: KnownProducts;
  /** The cart's rows as that transaction has just written them. */
  lines?: readonly CartItemRow[];
  /** The ids of the cart's picked gifts as that transaction has just read them. */
  giftIds?: readonly number[];
  /** The cart was created by this transaction: no gifts picked yet. */
  fresh?: boolean;
}

/** The cart's lines and gifts: what the caller knows, the rest read in one statement. */
async function contentsOf(
  ctx: RequestContext,
  row: CartRow | undefined,
  known: KnownCart,
): Promise<{ lines: readonly CartItemRow[]; giftIds: readonly number[] }> {
  const giftIds = known.giftIds ?? (known.fresh || !row ? [] : undefined);
  if (known.lines && giftIds) return { lines: known.lines, giftIds };
  if (!row) return { lines: known.lines ?? [], giftIds: giftIds ?? [] };
  const read = await selectCartContents(ctx.db, row.id);
  return { lines: known.lines ?? read.lines, giftIds: giftIds ?? read.giftIds };
}

/**
 * The cart as the shopper sees it, priced now from the catalogue in the request currency, with
 * what the caller's transaction already knows of it (`known`) not read again.
 */
export async function cartState(
  ctx: RequestContext,
  owner: CartOwner,
  row: CartRow | undefined,
  known: KnownCart = {},
): Promise<CartState> {
  const [{ lines: rows, giftIds }, settings] = await Promise.all([
    contentsOf(ctx, row, known),
    findCurrencySettings(ctx, ctx.currency),
  ]);
  const priced = await priceCartLines(ctx, rows, known.products);
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
  known?: KnownCart,
): Promise<{ data: Cart; meta: { custom: string | null } }> {
  const { cart } = await cartState(ctx, owner, row, known);
  return { data: cart, meta: { custom: owner.token } };
}
