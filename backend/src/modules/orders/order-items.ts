import {
  fullNameOf,
  type OrderGift,
  type Payment,
  type PlaceOrderBody,
  type Shipper,
} from '@vitrina/contracts/store';
import type { SignedInUser } from '../accounts/users/sessions.service.ts';
import type { CartState } from '../cart/carts/cart-view.service.ts';
import type { carts } from '../../db/schema/index.ts';

type CartRow = typeof carts.$inferSelect;
import type { OrderSummary } from './order-view.ts';
import type { NewOrderItemRow, NewOrderRow } from './orders.repository.ts';

export interface OrderDraft {
  orderId: number;
  body: PlaceOrderBody;
  state: CartState;
  choice: {
    shipper: Shipper;
    payment: Payment;
    branchId: number | null;
    deliveryDate: string | null;
    deliverySlot: string | null;
  };
  gifts: { gift: OrderGift; variantId: number }[];
  cart: CartRow;
  user: SignedInUser | null;
  tokenHash: string;
}

/** The number shoppers quote: year and the id, e.g. `2026000042` (unique because the id is). */
export function orderCode(orderId: number, now = new Date()): string {
  return `${now.getUTCFullYear()}${String(orderId).padStart(6, '0')}`;
}

/** VAT rate of a with/without pair, in whole percent (shipping and payment carry no rate). */
const rateOf = (withTax: number, withoutTax: number) =>
  withoutTax > 0 ? Math.round((withTax / withoutTax - 1) * 100) : 0;

/** Order lines frozen from the priced cart: products (nested ones after their parent), gifts, discount, shipping, payment. */
function orderLines(draft: OrderDraft): NewOrderItemRow[] {
  const { state, choice, gifts } = draft;
  const items: NewOrderItemRow[] = [];
  const positionOf = new Map<number, number>();
  const ordered = [
    ...state.priced.lines.filter((line) => line.row.parentId === null),
    ...state.priced.lines.filter((line) => line.row.parentId !== null),
  ];
  for (const { row, variant } of ordered) {
    const position = items.length + 1;
    positionOf.set(row.id, position);
    const price = variant.prices;
    items.push({
      kind: 'product',
      position,
      parentPosition: row.parentId === null ? null : (positionOf.get(row.parentId) ?? null),
      productId: row.productId,
      variantId: row.variantId,
      code: variant.catalogCode,
      name: variant.fullname.slice(0, 255),
      amount: row.amount,
      unitWithTax: price.unitWithTax,
      unitWithoutTax: price.unitWithoutTax,
      totalWithTax: price.unitWithTax * row.amount,
      totalWithoutTax: price.unitWithoutTax * row.amount,
      vatRate: price.vatRate,
      forCredits: row.forCredits ? price.unitWithTax * row.amount : 0,
    });
  }
  const fixed = (
    kind: NewOrderItemRow['kind'],
    name: string,
    withTax: number,
    withoutTax: number,
    extra: Partial<NewOrderItemRow> = {},
  ) =>
    items.push({
      kind,
      position: items.length + 1,
      name: name.slice(0, 255),
      amount: 1,
      unitWithTax: withTax,
      unitWithoutTax: withoutTax,
      totalWithTax: withTax,
      totalWithoutTax: withoutTax,
      vatRate: rateOf(withTax, withoutTax),
      ...extra,
    });
  for (const { gift, variantId } of gifts)
    fixed('gift', gift.name, 0, 0, { productId: gift.productId, variantId });
  const { prices } = state.cart;
  if (prices.discountWithTax > 0 && state.coupon)
    fixed('discount', state.coupon.code, -prices.discountWithTax, -prices.discountWithoutTax, {
      code: state.coupon.code,
    });
  fixed(
    'shipping',
    choice.shipper.name,
    choice.shipper.price.withTax,
    choice.shipper.price.withoutTax,
  );
  fixed(
    'payment',
    choice.payment.name,
    choice.payment.price.withTax,
    choice.payment.price.withoutTax,
  );
  return items;
}

/** The order row: every amount from the server's prices, the customer as the body gives it. */
export function buildOrder(draft: OrderDraft): { row: NewOrderRow; items: NewOrderItemRow[] } {
  const { orderId, body, state, choice, cart, user } = draft;
  const { prices } = state.cart;
  const { shipper, payment } = choice;
  const name = fullNameOf(body);
  const billing = body.billing_address;
  const shipping = body.shipping;
  const summary: OrderSummary = {
    shipper: { id: shipper.id, name: shipper.name, type: shipper.type },
    payment: { id: payment.id, name: payment.name, type: payment.type },
  };
  return {
    row: {
      id: orderId,
      code: orderCode(orderId),
      tokenHash: draft.tokenHash,
      cartId: cart.id,
      userId: user?.id ?? null,
      email: body.email,
      paymentStatus: payment.type === 'CARD_ONLINE' ? 'pending' : 'not_required',
      currencyCode: prices.currencyCode,
      locale: cart.locale,
      itemsWithTax: prices.itemsWithTax,
      itemsWithoutTax: prices.itemsWithoutTax,
      shippingWithTax: shipper.price.withTax,
      shippingWithoutTax: shipper.price.withoutTax,
      paymentWithTax: payment.price.withTax,
      paymentWithoutTax: payment.price.withoutTax,
      discountWithTax: prices.discountWithTax,
      discountWithoutTax: prices.discountWithoutTax,
      creditsUsed: prices.creditsWithTax,
      totalWithTax: prices.totalWithTax + shipper.price.withTax + payment.price.withTax,
      totalWithoutTax: prices.totalWithoutTax + shipper.price.withoutTax + payment.price.withoutTax,
      shipperId: shipper.id,
      paymentId: payment.id,
      branchId: choice.branchId,
      deliveryDate: choice.deliveryDate,
      deliverySlot: choice.deliverySlot,
      couponId: state.coupon?.id ?? null,
      couponCode: state.coupon?.code ?? null,
      customer: {
        email: body.email,
        name,
        phone: body.phone,
        businessName: body.business?.business_name ?? null,
        tin: body.business?.TIN ?? null,
        vatin: body.business?.VATIN ?? null,
      },
      billingAddress: billing,
      shippingAddress: {
        ...(shipping?.address ?? billing),
        name: shipping?.name ?? name,
        businessName: shipping?.business_name ?? null,
        phone: shipping?.phone ?? null,
      },
      summary: summary as unknown as Record<string, unknown>,
      flags: {
        priceComparisonConsent: body.price_comparison_consent ?? false,
        priceComparisonReviewConsent: body.price_comparison_review_consent ?? false,
        newsletter: body.newsletter ?? false,
        magazine: body.magazine ?? false,
        phoneNotification: body.phone_notification ?? false,
        cardRequest: body.cardRequest ?? false,
        custom: body.custom ?? {},
        registered: false,
      },
      comment: body.comment ?? null,
      shipperComment: body.shipper_comment ?? null,
    },
    items: orderLines(draft),
  };
}
