import { endpoints } from '@vitrina/contracts';
import { logBackendFailure } from '../../api/apiErrors.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { variantBlock } from '../cart/addToCartState.ts';
import { selectedVariant } from './activeVariant.ts';
import { readAddToCartLink, type AddToCartLinkOffer } from './addToCartLink.ts';

/**
 * The root loader's part for `?addToCart=`: the named product's variant (the link's `variant_id`,
 * else the one its page would show) with its name and whether it can be ordered, or `unknown`
 * for an id the catalogue does not have. A failing catalogue drops the offer (logged), never the
 * page.
 */
export async function loadAddToCartLink(
  context: RequestContext,
  url: URL,
): Promise<AddToCartLinkOffer | null> {
  const link = readAddToCartLink(url.searchParams);
  if (!link) return null;
  if (link.productId === null) return { status: 'unknown' };
  try {
    const { data } = await context.api.call(endpoints.catalogProduct, {
      query: { ids: [link.productId] },
    });
    const product = data[0];
    const variant = product ? selectedVariant(product, link.variantId) : undefined;
    if (!product || !variant) return { status: 'unknown' };
    return {
      status: 'offer',
      variantId: variant.id,
      name: variant.fullname || product.name,
      block: variantBlock(variant, product.visibility.saleable),
    };
  } catch (error) {
    logBackendFailure(error);
    return null;
  }
}
