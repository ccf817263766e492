import type { Payment, Shipper } from '@vitrina/contracts/store';
import {
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { getCredits } from '../../accounts/users/users.service.ts';
import { addWorkingDays } from '../../shipping/delivery-times/calendar.ts';
import { listPayments } from '../../shipping/payments/payments.service.ts';
import { listShippers } from '../../shipping/shippers/shippers.service.ts';
import {
  cartOwner,
  changeCart,
  findOpenCart,
  pickCartGift,
  unpickCartGift,
  withLockedCart,
} from '../carts/cart-access.service.ts';
import { cartResponse, cartState, type CartState } from '../carts/cart-view.service.ts';
import { answerFor } from '../carts/carts.service.ts';
import { checkCouponCode, couponField } from '../coupons/coupons.service.ts';
import { listOrderGifts } from '../order-gifts/order-gifts.service.ts';

/**
 * A shipper as this cart pays for it: free from its threshold (items after the coupon), with a
 * free-shipping coupon, or when every product ships free; the nearest delivery date moves by the
 * longest delay of the cart's variants (spec §9).
 */
export function shipperForCart(shipper: Shipper, state: CartState): Shipper {
  const { lines } = state.priced;
  const reached = (from: number | null) =>
    from !== null && state.cart.prices.discountLimitPriceWithVat >= from;
  const free =
    reached(shipper.freeFrom) ||
    state.coupon?.kind === 'free_shipping' ||
    (lines.length > 0 && lines.every((line) => line.product.freeShipping));
  const delay = Math.max(0, ...lines.map((line) => line.variant.availability.delayDays));
  return {
    ...shipper,
    price: free ? { ...shipper.price, withTax: 0, withoutTax: 0 } : shipper.price,
    delivery: {
      ...shipper.delivery,
      nearestDeliveryDate: addWorkingDays(shipper.delivery.nearestDeliveryDate, delay),
    },
  };
}

export async function requestCartState(ctx: RequestContext): Promise<CartState> {
  const { cart, ...owner } = await findOpenCart(ctx);
  return cartState(ctx, owner, cart);
}

export async function cartShippers(ctx: RequestContext): Promise<Shipper[]> {
  const [state, shippers] = await Promise.all([requestCartState(ctx), listShippers(ctx)]);
  return shippers.map((shipper) => shipperForCart(shipper, state));
}

/** Payments for the cart; with a shipper, without those it blocks (spec §4). */
export async function cartPayments(ctx: RequestContext, shipperId?: number): Promise<Payment[]> {
  const payments = await listPayments(ctx);
  if (shipperId === undefined) return payments;
  const shipper = (await listShippers(ctx)).find((candidate) => candidate.id === shipperId);
  if (!shipper) throw new NotFoundError(`No shipper with id ${shipperId}`, 'shipperId');
  return payments.filter((payment) => !shipper.blockedPayments.includes(payment.id));
}

export async function applyCoupon(ctx: RequestContext, code: string) {
  const { owner, result } = await withLockedCart(
    ctx,
    { create: false, field: couponField },
    async (tx, cart, who) => {
      const state = await cartState(tx, who, cart);
      if (state.priced.lines.length === 0)
        throw new ValidationError('The cart is empty', couponField);
      const coupon = await checkCouponCode(tx, code, state.cart.prices.itemsWithTax);
      await changeCart(tx, cart.id, { couponId: coupon.id });
      return cart.id;
    },
  );
  return answerFor(ctx, owner, result);
}

export async function removeCoupon(ctx: RequestContext) {
  const found = await findOpenCart(ctx);
  if (!found.cart) return cartResponse(ctx, found, undefined);
  const { owner, result } = await withLockedCart(ctx, { create: false }, async (tx, cart) => {
    await changeCart(tx, cart.id, { couponId: null });
    return cart.id;
  });
  return answerFor(ctx, owner, result);
}

/** Credits to spend: signed-in shoppers only, never more than their balance. */
export async function setCartCredits(ctx: RequestContext, credits: number) {
  const who = await cartOwner(ctx);
  if (!who.user) throw new UnauthorizedError('Sign in to spend credits');
  const { amount } = await getCredits(ctx);
  if (credits > amount) throw new ValidationError(`You have ${amount} credits`, 'credits');
  const { owner, result } = await withLockedCart(
    ctx,
    { create: false, field: 'credits' },
    async (tx, cart) => {
      await changeCart(tx, cart.id, { credits });
      return cart.id;
    },
  );
  return answerFor(ctx, owner, result);
}

/** Picks an order gift the cart reaches (available, `price_from` within the discount limit). */
export async function addCartGift(ctx: RequestContext, giftId: number) {
  const { owner, result } = await withLockedCart(
    ctx,
    { create: false, field: 'id' },
    async (tx, cart, who) => {
      const [state, gifts] = await Promise.all([cartState(tx, who, cart), listOrderGifts(tx)]);
      const gift = gifts.find((candidate) => candidate.id === giftId);
      if (!gift) throw new NotFoundError(`No order gift with id ${giftId}`, 'id');
      if (!gift.availability.isAvailable)
        throw new ConflictError('This gift is no longer available', 'id');
      if (gift.price_from > state.cart.prices.discountLimitPriceWithVat)
        throw new ValidationError(`This gift comes with orders from ${gift.price_from}`, 'id');
      await pickCartGift(tx, cart.id, giftId);
      return cart.id;
    },
  );
  return answerFor(ctx, owner, result);
}

export async function removeCartGift(ctx: RequestContext, giftId: number) {
  const { owner, result } = await withLockedCart(
    ctx,
    { create: false, field: 'id' },
    async (tx, cart) => {
      await unpickCartGift(tx, cart.id, giftId);
      return cart.id;
    },
  );
  return answerFor(ctx, owner, result);
}
