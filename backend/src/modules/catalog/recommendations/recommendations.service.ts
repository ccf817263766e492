import type { CatalogProduct } from '@vitrina/contracts/content';
import type { RecommendationPlacement } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { loadCatalogProducts } from '../products/products.service.ts';
import { selectRecommendedIds, type RecommendationRule } from './recommendations.repository.ts';

export interface RecommendationRequest {
  placement: RecommendationPlacement;
  productId?: number;
  categoryId?: number;
  cartProductIds?: readonly number[];
  limit: number;
}

function ruleFor(request: RecommendationRequest): RecommendationRule {
  const cart = request.cartProductIds ?? [];
  const product = request.productId === undefined ? [] : [request.productId];
  switch (request.placement) {
    case 'productRelated':
      return { by: 'related', productId: product[0] ?? 0 };
    case 'productCrossSell':
    case 'addToCart':
      return { by: 'crossSell', baseIds: product };
    case 'cartItems':
      return { by: 'crossSell', baseIds: cart };
    case 'category':
      return { by: 'bestSellers', categoryId: request.categoryId };
    case 'homepage':
    case 'emptyCart':
    case 'notFound':
    case 'internalError':
      return { by: 'bestSellers' };
  }
}

// Candidates beyond the limit, for those the full load drops (no price in the currency).
const slack = 8;

/**
 * The provider (spec §7 "A recommendation provider is called; … Products load by ids"): ranked
 * ids from the shop's own orders and catalogue, loaded like any product box, available ones only,
 * cut to `limit` (spec §9).
 */
export async function recommendProducts(
  ctx: RequestContext,
  request: RecommendationRequest,
): Promise<CatalogProduct[]> {
  const excludeIds = [
    ...(request.productId === undefined ? [] : [request.productId]),
    ...(request.cartProductIds ?? []),
  ];
  const rows = await selectRecommendedIds(ctx.db, ruleFor(request), {
    userGroups: ctx.userGroups,
    excludeIds,
    limit: request.limit + slack,
  });
  const products = await loadCatalogProducts(
    ctx,
    rows.map((row) => row.id),
  );
  return products
    .filter((product) => product.visibility.saleable && product.availability.isAvailable)
    .slice(0, request.limit);
}
