import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './ProductCard.css.ts';
import type { ProductCardLayout } from './productCardLayouts.ts';

export interface ProductCardSkeletonProps {
  layout?: ProductCardLayout;
  className?: string;
}

/**
 * A product card still loading, in the card's own rows so a ProductGrid keeps its shape when the
 * real cards replace it. Hidden from assistive tech: the grid owner sets aria-busy.
 */
export function ProductCardSkeleton({ layout = 'card', className }: ProductCardSkeletonProps) {
  const area = styles.area;
  return (
    <div
      className={cx(styles.card, styles.layout[layout], className)}
      data-layout={layout}
      data-skeleton="product-card"
      aria-hidden="true"
    >
      <div className={cx(area.media, styles.media)}>
        <Skeleton shape="box" height="auto" className={styles.noImage} />
      </div>
      <div className={area.name}>
        <Skeleton lines={2} />
      </div>
      <div className={area.rating}>
        <Skeleton width="45%" />
      </div>
      <div className={cx(area.availability, styles.bottom)}>
        <Skeleton width="55%" />
      </div>
      <div className={cx(area.price, styles.bottom)}>
        <Skeleton width="40%" height="1.4em" />
      </div>
    </div>
  );
}
