import type { Order, PostalAddress } from '@vitrina/contracts/store';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** What placing freezes in `orders.summary`: the shipper's and payment's names as they were. */
export interface OrderSummary {
  shipper: Order['shipper'];
  payment: Order['payment'];
}

/** `orders.customer` as placed. */
export type OrderCustomer = Order['customer'];
export type OrderShippingAddress = Order['shippingAddress'];

const isoTime = (value: string): string => new Date(value).toISOString();

/** A placed order as frozen at placement, in the contract's shape. */
export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  const summary = row.summary as unknown as OrderSummary;
  const flags = row.flags as { priceComparisonConsent?: boolean };
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    paymentStatus: row.paymentStatus,
    currencyCode: row.currencyCode,
    createdAt: isoTime(row.createdAt),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        kind: item.kind,
        position: item.position,
        parentPosition: item.parentPosition,
        productId: item.productId,
        variantId: item.variantId,
        code: item.code,
        name: item.name,
        amount: item.amount,
        unitWithTax: item.unitWithTax,
        unitWithoutTax: item.unitWithoutTax,
        totalWithTax: item.totalWithTax,
        totalWithoutTax: item.totalWithoutTax,
        vatRate: item.vatRate,
      })),
    customer: row.customer as unknown as OrderCustomer,
    billingAddress: row.billingAddress as unknown as PostalAddress,
    shippingAddress: row.shippingAddress as unknown as OrderShippingAddress,
    shipper: summary.shipper,
    payment: summary.payment,
    branchId: row.branchId,
    deliveryDate: row.deliveryDate,
    deliverySlot: row.deliverySlot,
    couponCode: row.couponCode,
    prices: {
      itemsWithTax: row.itemsWithTax,
      itemsWithoutTax: row.itemsWithoutTax,
      shipperPriceWithTax: row.shippingWithTax,
      shipperPriceWithoutTax: row.shippingWithoutTax,
      paymentPriceWithTax: row.paymentWithTax,
      paymentPriceWithoutTax: row.paymentWithoutTax,
      discountWithTax: row.discountWithTax,
      discountWithoutTax: row.discountWithoutTax,
      creditsWithTax: row.creditsUsed,
      totalWithTax: row.totalWithTax,
      totalWithoutTax: row.totalWithoutTax,
    },
    attributes: {
      cartId: row.cartId,
      priceComparisonConsent: flags.priceComparisonConsent ?? false,
    },
    comment: row.comment,
  };
}
