import { Price } from '../Price/Price.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './ProductCard.css.ts';
import { priceLayout } from './priceLayout.ts';
import type { ProductCardPrice as ProductCardPriceData } from './productCardTypes.ts';

interface ProductCardPriceProps {
  price: ProductCardPriceData;
  originalLabel: string;
  className?: string;
}

/** The price by the spec §9 layout: short prices beside the struck original, long ones under it. */
export function ProductCardPrice({ price, originalLabel, className }: ProductCardPriceProps) {
  const layout = priceLayout(price.amount, price.originalAmount);
  return (
    <div className={className} data-price-layout={layout}>
      <Price
        amount={price.amount}
        originalAmount={price.originalAmount}
        originalLabel={originalLabel}
        currency={price.currency}
        freeText={price.freeText}
        vatLabel={price.vatLabel}
        className={cx(styles.priceSize[layout], layout !== 'short' && styles.priceStack)}
      />
    </div>
  );
}
