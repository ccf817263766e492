import { endpoints } from '@vitrina/contracts';
import type { CatalogProduct } from '@vitrina/contracts/content';
import { recommendationsQuery, type RecommendationPlacement } from '@vitrina/contracts/store';
import { LRUCache } from 'lru-cache';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import { sharedCache, type Audience } from '../../../api/sharedCache.server.ts';
import { audienceOf, type RequestContext } from '../../../request/requestContext.ts';
import { loadProductBoxContext } from '../productBoxSettings.server.ts';

/** One rail's question; nothing in it is the shopper's own (no cart, no account). */
export interface RecommendationAsk {
  placement: Exclude<RecommendationPlacement, 'cartItems'>;
  productId?: number;
  limit?: number;
}

type Load = (audience: Audience) => Promise<CatalogProduct[]>;

// One shared cache per question (placement, product, size), each keyed by audience; the least
// asked questions go first, so a crawl through every product page stays bounded in memory.
const caches = new LRUCache<string, Load>({ max: 300 });

function cacheFor(ask: RecommendationAsk): Load {
  const key = JSON.stringify([ask.placement, ask.productId ?? null, ask.limit ?? null]);
  let load = caches.get(key);
  if (!load) {
    load = sharedCache({
      load: async (api) =>
        (
          await api.call(endpoints.recommendations, {
            query: { placement: ask.placement, productId: ask.productId, limit: ask.limit },
          })
        ).data,
      max: 8,
      freshMs: 5 * 60_000,
      staleMs: 30 * 60_000,
      timeoutMs: 5_000,
    });
    caches.set(key, load);
  }
  return load;
}

/**
 * A rail's products through the shared anonymous cache. Never throws: a failed call is logged
 * and the rail stays hidden, so loaders can return the promise unawaited (deferred).
 */
export function loadRecommendations(
  context: RequestContext,
  ask: RecommendationAsk,
): Promise<CatalogProduct[]> {
  return cacheFor(ask)(audienceOf(context)).catch((error: unknown) => {
    logBackendFailure(error);
    return [];
  });
}

/** What a page without product boxes of its own hands a `RecommendationRail`. */
export async function recommendationRail(context: RequestContext, ask: RecommendationAsk) {
  return {
    products: loadRecommendations(context, ask),
    productBox: await loadProductBoxContext(context),
  };
}

/**
 * The browser's rails (the added-item dialog, the error page) ask `GET /actions/recommendations`
 * with the contract's query; only non-personal placements, anything else gets an empty rail.
 */
export async function recommendationRailAnswer(context: RequestContext, url: URL) {
  const query = recommendationsQuery.safeParse(Object.fromEntries(url.searchParams));
  const productBox = await loadProductBoxContext(context);
  if (!query.success || query.data.placement === 'cartItems') return { products: [], productBox };
  const { placement, productId, limit } = query.data;
  return {
    products: await loadRecommendations(context, { placement, productId, limit }),
    productBox,
  };
}

export type RecommendationRailAnswer = Awaited<ReturnType<typeof recommendationRailAnswer>>;
