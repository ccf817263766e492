import type { AddToCartBlock } from '../cart/addToCartState.ts';
import { requestedVariantId } from './activeVariant.ts';

/**
 * `?addToCart=<product id>` (with the product page's own `variant_id=` for one variant): an
 * offer to add, never an add — a GET must not change the cart (decision 171).
 */
export const addToCartParam = 'addToCart';

/** What a page opened from such a link offers the shopper. */
export type AddToCartLinkOffer =
  | { status: 'offer'; variantId: number; name: string; block: AddToCartBlock }
  | { status: 'unknown' };

/** The product and variant a link names, or null when the page has no such parameter. */
export function readAddToCartLink(
  search: URLSearchParams,
): { productId: number | null; variantId: number | null } | null {
  const raw = search.get(addToCartParam);
  if (raw === null) return null;
  return {
    productId: /^\d{1,9}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : null,
    variantId: requestedVariantId(search.get('variant_id')),
  };
}

/** The same address without the offer (cancel, or after adding): path and the other parameters. */
export function withoutAddToCart(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(addToCartParam);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
