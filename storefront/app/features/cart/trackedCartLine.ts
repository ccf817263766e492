import type { CartItem } from '@vitrina/contracts/store';
import type { AnalyticsPayloads, TrackedProduct } from '../../analytics/analyticsEvents.ts';

/** The fields of a cart line analytics reads (a line of the cart or the line just added). */
type Line = Pick<CartItem, 'productId' | 'variantId' | 'amount' | 'product' | 'variant' | 'prices'>;

/** A cart line as analytics reports it: unit price with VAT in major units, its amount. */
export function trackedCartLine(line: Line): TrackedProduct {
  return {
    id: String(line.productId),
    name: line.product.name,
    variantId: String(line.variantId),
    category: line.product.categoryFullname || undefined,
    price: line.prices.unitWithTax / 100,
    currency: line.prices.currencyCode,
    quantity: line.amount,
  };
}

/** The products of a cart for a checkout step or the cart page (not the discount lines). */
export function trackedCartLines(items: readonly Line[]): TrackedProduct[] {
  return items.map(trackedCartLine);
}

type LineEvent =
  | { event: 'cart.item.add'; payload: AnalyticsPayloads['cart.item.add'] }
  | { event: 'cart.item.remove'; payload: AnalyticsPayloads['cart.item.remove'] };

/**
 * What a confirmed change of a line's amount reports: more pieces are an add of the difference,
 * fewer (or the line gone: `after` null) a removal of it; no change reports nothing.
 */
export function cartLineChangeEvent(
  product: TrackedProduct,
  before: number,
  after: number | null,
): LineEvent | null {
  const delta = (after ?? 0) - before;
  if (delta === 0) return null;
  const quantity = Math.abs(delta);
  const payload = { product: { ...product, quantity }, quantity };
  return delta > 0 ? { event: 'cart.item.add', payload } : { event: 'cart.item.remove', payload };
}
