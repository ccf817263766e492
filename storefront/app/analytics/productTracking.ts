import { useEffect, useRef } from 'react';
import type { TrackedProduct } from './analyticsEvents.ts';
import { track } from './tracker.ts';

/**
 * Reports `product.impression` for a list of product boxes once per distinct set of products
 * (a new page of results reports again). Call it in the component that renders the list.
 */
export function useProductImpressions(list: string, products: readonly TrackedProduct[]): void {
  const reported = useRef('');
  const ids = products.map((product) => product.id).join(',');
  useEffect(() => {
    if (!ids || reported.current === `${list}|${ids}`) return;
    reported.current = `${list}|${ids}`;
    track('product.impression', {
      list,
      products: products.map((product, index) => ({ position: index + 1, ...product })),
    });
    // The ids stand for the products: a re-render with equal products reports nothing.
  }, [list, ids]);
}

/** Reports `product.click` when a product box's link is followed; use as its onClick. */
export function trackProductClick(list: string, product: TrackedProduct, position?: number) {
  track('product.click', { list, product: { ...product, ...(position ? { position } : {}) } });
}
