import { Skeleton } from '@vitrina/design-system';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { RecommendationAsk, RecommendationRailAnswer } from './recommendations.server.ts';
import { RecommendationRail } from './RecommendationRail.tsx';

/**
 * A recommendation rail the browser loads once it shows (the added-item dialog, the error page):
 * a skeleton meanwhile, nothing when there is nothing to recommend.
 */
export function FetchedRecommendationRail({
  compact,
  ...ask
}: RecommendationAsk & { compact?: boolean }) {
  const locale = useLocale();
  const fetcher = useFetcher<RecommendationRailAnswer>();
  const params = new URLSearchParams({ placement: ask.placement });
  if (ask.productId !== undefined) params.set('productId', String(ask.productId));
  if (ask.limit !== undefined) params.set('limit', String(ask.limit));
  const href = `${locale === 'en' ? '/en' : ''}/actions/recommendations?${params}`;
  const { load } = fetcher;
  useEffect(() => {
    void load(href);
  }, [load, href]);
  if (!fetcher.data) return <Skeleton shape="box" height={compact ? 200 : 360} />;
  return (
    <RecommendationRail
      placement={ask.placement}
      products={fetcher.data.products}
      productBox={fetcher.data.productBox}
      compact={compact}
    />
  );
}

/** The added-item dialog's cross-sell (spec §2 "add-to-cart cross-sell"): four compact boxes. */
export function AddedCrossSell({ productId }: { productId: number }) {
  return (
    <FetchedRecommendationRail placement="addToCart" productId={productId} limit={4} compact />
  );
}
