import type { Order, OrderGift, PlaceOrderBody } from '@vitrina/contracts/store';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { inTransaction } from '../../core/transaction.ts';
import { shopDataChanged } from '../../db/dictionary-cache.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { SignedInUser } from '../accounts/users/sessions.service.ts';
import {
  reserveStock,
  type Shortfall,
  type StockDemand,
} from '../catalog/pricing/stock.service.ts';
import { cartOwner, changeCart, lockPlacingCart } from '../cart/carts/cart-access.service.ts';
import { amountsByVariant, loadCartProducts, stockLimit } from '../cart/carts/cart-lines.ts';
import { cartState, type CartState } from '../cart/carts/cart-view.service.ts';
import { shipperForCart } from '../cart/checkout/cart-checkout.service.ts';
import { couponField, useCouponOnce } from '../cart/coupons/coupons.service.ts';
import { listOrderGifts } from '../cart/order-gifts/order-gifts.service.ts';
import { findBranchOfShipper } from '../shipping/branches/branches.service.ts';
import { isDeliveryTimeOffered } from '../shipping/delivery-times/delivery-times.service.ts';
import { listPayments } from '../shipping/payments/payments.service.ts';
import { listShippers } from '../shipping/shippers/shippers.service.ts';
import { orderLinkToken } from './order-links.ts';
import { orderPlacedMail } from './order-mail.ts';
import { buildOrder } from './order-items.ts';
import { insertOrder, nextOrderId, spendCredits } from './orders.repository.ts';
import { placedOrderAnswer, readPlacedOrder } from './orders.service.ts';
import { registerAtCheckout } from './registration.ts';

export interface PlaceOptions {
  storefrontUrl: string;
  /** Fault injection for tests: runs after stock, coupon and credits were taken, before commit. */
  afterReserve?: () => Promise<void>;
  /** Runs once per order, after it committed (not for a repeated place of the same cart). */
  afterPlaced?: (order: Order) => void;
}

/** The shipper, payment, branch and slot of the body, checked against what this cart may use. */
async function checkoutChoice(tx: RequestContext, body: PlaceOrderBody, state: CartState) {
  const [shippers, payments] = await Promise.all([listShippers(tx), listPayments(tx)]);
  const shipper = shippers.find((candidate) => candidate.id === body.shipper_id);
  if (!shipper) throw new ValidationError(`No shipper with id ${body.shipper_id}`, 'shipper_id');
  const payment = payments.find((candidate) => candidate.id === body.payment_id);
  if (!payment) throw new ValidationError(`No payment with id ${body.payment_id}`, 'payment_id');
  if (shipper.blockedPayments.includes(payment.id))
    throw new ValidationError('This payment cannot be combined with the shipper', 'payment_id');
  let branchId: number | null = null;
  if (shipper.hasBranches) {
    const branch =
      body.branch_id == null
        ? undefined
        : await findBranchOfShipper(tx, shipper.id, body.branch_id);
    if (!branch) throw new ValidationError('Choose a branch of this shipper', 'branch_id');
    branchId = body.branch_id ?? null;
  }
  let deliveryDate: string | null = null;
  let deliverySlot: string | null = null;
  if (body.delivery_time_id) {
    if (!(await isDeliveryTimeOffered(tx, shipper.id, body.delivery_time_id)))
      throw new ValidationError('This delivery time is not offered', 'delivery_time_id');
    const [date, slot] = body.delivery_time_id.split('@');
    deliveryDate = date ?? null;
    deliverySlot = slot && slot.length <= 11 ? slot : null;
  }
  return { shipper: shipperForCart(shipper, state), payment, branchId, deliveryDate, deliverySlot };
}

/** Gifts the order takes: the body's list (else the cart's), each reachable now. */
async function chosenGifts(
  tx: RequestContext,
  body: PlaceOrderBody,
  state: CartState,
): Promise<{ gift: OrderGift; variantId: number; checked: boolean }[]> {
  const ids = body.order_gifts ?? state.cart.selectedGifts;
  if (ids.length === 0) return [];
  const gifts = await listOrderGifts(tx);
  const chosen = [...new Set(ids)].map((id) => {
    const gift = gifts.find((candidate) => candidate.id === id);
    if (
      !gift ||
      !gift.availability.isAvailable ||
      gift.price_from > state.cart.prices.discountLimitPriceWithVat
    )
      throw new ValidationError(`The gift ${id} does not come with this order`, 'order_gifts');
    return gift;
  });
  const products = await loadCartProducts(
    tx,
    chosen.map((gift) => gift.productId),
  );
  return chosen.map((gift) => {
    const product = products.get(gift.productId);
    if (!product) throw new ValidationError(`The gift ${gift.id} is gone`, 'order_gifts');
    return {
      gift,
      variantId: product.defaultVariantId,
      checked: product.availability.checkStock,
    };
  });
}

/** What the shop needs of the cart before an order can come of it. */
function checkCart(state: CartState): void {
  if (state.priced.broken.length > 0)
    throw new ConflictError(
      'Some items are no longer for sale; validate the cart and try again',
      'items',
    );
  if (state.priced.lines.length === 0) throw new ValidationError('The cart is empty', 'items');
  if (state.couponProblem)
    throw new ValidationError(
      `The promo code no longer applies: ${state.couponProblem.message}`,
      couponField,
    );
  if (!state.cart.prices.meetsOrderMinimum)
    throw new ValidationError(
      `The order must reach ${state.cart.prices.orderMinimumValue} (minor units)`,
      'items',
    );
}

function shortOfStock(shortfall: Shortfall | undefined): ConflictError {
  return new ConflictError(
    `Only ${shortfall?.available ?? 0} pieces left of an item (variant ${shortfall?.variantId}); change the cart`,
    'items',
  );
}

/**
 * Refuses a cart that the stock read with its prices a moment ago cannot fill, before anything is
 * written: on a sale most placements that fail, fail here, for a sold-out product, at a third of
 * what they cost when they wrote the order and rolled it back (`bench:api --count`: 2.5 against
 * 7.4 ms of the back end's CPU). The stock statement of `consume` stays the check that counts:
 * stock can still run out in between.
 */
function refuseShortLines(state: CartState): void {
  const amounts = amountsByVariant(state.priced.lines);
  for (const { row, product, variant } of state.priced.lines) {
    const wanted = amounts.get(row.variantId) ?? 0;
    const available = stockLimit(product, variant);
    if (wanted > available) throw shortOfStock({ variantId: row.variantId, wanted, available });
  }
}

/**
 * Takes stock, the coupon use and the credits; any shortage rolls the whole order back. Answers
 * the variants the order sold out.
 */
async function consume(
  tx: RequestContext,
  state: CartState,
  demands: StockDemand[],
  user: SignedInUser | null,
  orderId: number,
): Promise<number[]> {
  const { shortfalls, soldOut } = await reserveStock(tx, demands);
  if (shortfalls.length > 0) throw shortOfStock(shortfalls[0]);
  if (state.coupon) {
    if (!(await useCouponOnce(tx, state.coupon.id)))
      throw new ConflictError('The promo code has just been used up', couponField);
  }
  const credits = state.cart.prices.creditsWithTax;
  if (credits > 0) {
    if (!user || !(await spendCredits(tx.db, user.id, credits, orderId)))
      throw new ConflictError('Not enough credits any more', 'credits');
  }
  return soldOut;
}

/**
 * POST /cart/place: one transaction that locks the cart row (so concurrent or repeated calls for
 * one cart queue, and all but the first find it placed and answer the same order), re-prices the
 * cart from the catalogue (the client sends no prices), takes stock under row locks, the coupon and
 * the credits exactly once, writes the frozen order and queues its e-mail.
 *
 * Stock, coupon and credits are taken last, just before the commit: their row locks are the ones
 * other shoppers' orders wait for (a sale's hot products), so they are held for as short a time as
 * the transaction allows. Everything before them rolls back with them when something is short.
 */
export async function placeOrder(ctx: RequestContext, body: PlaceOrderBody, options: PlaceOptions) {
  const owner = await cartOwner(ctx);
  const placed = await inTransaction(ctx, async (tx) => {
    const cart = await lockPlacingCart(tx, owner);
    if (!cart) throw new NotFoundError('The cart is empty');
    if (cart.status === 'placed' && cart.placedOrderId !== null)
      return { orderId: cart.placedOrderId, view: null, soldOut: [] };
    // Statements that do not wait for each other's answers are sent together: postgres.js then
    // pipelines them on the transaction's connection, one round trip for both (decision 245).
    // An order id taken for a cart that turns out empty is a gap, as after any rollback.
    const [state, orderId] = await Promise.all([cartState(tx, owner, cart), nextOrderId(tx.db)]);
    checkCart(state);
    refuseShortLines(state);
    const choice = await checkoutChoice(tx, body, state);
    const gifts = await chosenGifts(tx, body, state);
    const demands: StockDemand[] = [
      ...state.priced.lines.map(({ row, product }) => ({
        variantId: row.variantId,
        amount: row.amount,
        checked: product.availability.checkStock,
      })),
      ...gifts.map(({ variantId, checked }) => ({ variantId, amount: 1, checked })),
    ];
    const { token, hash } = await orderLinkToken(tx.db, orderId);
    const order = buildOrder({
      orderId,
      body,
      state,
      choice,
      gifts,
      cart,
      user: owner.user,
      tokenHash: hash,
    });
    // The answer is the order as written (the insert returns its rows), not read back.
    const written = await insertOrder(tx.db, { ...order.row, id: orderId }, order.items);
    const view = placedOrderAnswer(written.row, written.items, token);
    // The cart's own row is locked already: marking it placed before the stock keeps the stock
    // locks, the ones other orders wait for, to the stock statement and the commit. The e-mail is
    // queued in the same round trip (pipelined, as above).
    await Promise.all([
      changeCart(tx, cart.id, { status: 'placed', placedOrderId: orderId }),
      enqueueMail(tx, orderPlacedMail(tx.locale, view.data, options.storefrontUrl, token)),
    ]);
    const soldOut = await consume(tx, state, demands, owner.user, orderId);
    await options.afterReserve?.();
    return { orderId, view, soldOut };
  });
  // A variant sold out: pages that offer it must stop saying "in stock" (decision 230). Smaller
  // stock changes are not announced: each would empty every cached page of the shop, and a count
  // a minute old is harmless (the cart and each checkout step check the stock).
  if (placed.view && placed.soldOut.length > 0) shopDataChanged(ctx.db, 'stock');
  // A fresh order answers what the transaction wrote; a registration changes it, a retry reads it.
  const registering = placed.view !== null && !owner.user && Boolean(body.password);
  if (registering) await registerAtCheckout(ctx, body, placed.orderId, options.storefrontUrl);
  const answer =
    placed.view && !registering ? placed.view : await readPlacedOrder(ctx, placed.orderId);
  if (placed.view) options.afterPlaced?.(answer.data);
  return answer;
}
