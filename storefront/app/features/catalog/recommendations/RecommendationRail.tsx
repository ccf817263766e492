import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '@vitrina/contracts/content';
import { ProductSlider, Skeleton } from '@vitrina/design-system';
import { Suspense, useId } from 'react';
import { Await } from 'react-router';
import { ProductBox } from '../ProductBox.tsx';
import { ProductBoxContext } from '../ProductBoxContext.ts';
import type { ProductBoxContextValue } from '../productBoxSettings.server.ts';
import type { RecommendationAsk } from './recommendations.server.ts';
import * as styles from './RecommendationRail.css.ts';

export interface RecommendationRailProps {
  placement: RecommendationAsk['placement'];
  /** Deferred from the loader (never blocks the page), or already loaded. */
  products: Promise<readonly CatalogProduct[]> | readonly CatalogProduct[];
  productBox: ProductBoxContextValue;
  /** A smaller heading and less space above (the added-item dialog). */
  compact?: boolean;
}

function useRailHeading(placement: RecommendationAsk['placement']): string {
  const { t } = useLingui();
  switch (placement) {
    case 'productRelated':
      return t`You may also like`;
    case 'productCrossSell':
    case 'addToCart':
      return t`Customers also bought`;
    case 'notFound':
    case 'internalError':
      return t`Perhaps you will like these`;
    case 'emptyCart':
      return t`Popular right now`;
    case 'homepage':
    case 'category':
      return t`Best sellers`;
  }
}

/**
 * A heading and a horizontal rail of product boxes for one recommendation placement (spec §2);
 * a skeleton while the products load, nothing at all when there are none.
 */
export function RecommendationRail({
  placement,
  products,
  productBox,
  compact,
}: RecommendationRailProps) {
  const { t } = useLingui();
  const heading = useRailHeading(placement);
  const headingId = useId();
  return (
    <Suspense fallback={<Skeleton shape="box" height={compact ? 200 : 360} />}>
      <Await resolve={products} errorElement={null}>
        {(found) =>
          found.length === 0 ? null : (
            <section
              className={compact ? styles.compact : styles.rail}
              aria-labelledby={headingId}
              data-recommendations={placement}
            >
              <ProductBoxContext value={productBox}>
                <ProductSlider
                  label={heading}
                  heading={
                    <h2 id={headingId} className={compact ? styles.compactHeading : styles.heading}>
                      {heading}
                    </h2>
                  }
                  labels={{ previous: t`Previous products`, next: t`Next products` }}
                >
                  {found.map((product, index) => (
                    <ProductBox
                      key={product.id}
                      product={product}
                      list={`recommendations-${placement}`}
                      position={index + 1}
                    />
                  ))}
                </ProductSlider>
              </ProductBoxContext>
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}
