import type { ReactNode } from 'react';
import { formatPrice } from '../format/formatPrice.ts';
import type { CurrencyFormat } from '../format/formatPrice.ts';
import { cx } from '../styles/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Price.css.ts';
import type { PriceSize } from './priceVariants.ts';

export interface PriceProps {
  /** Integer minor units (haléře, cents). */
  amount: number;
  currency: CurrencyFormat;
  /** The price before discount; struck through when it is higher than `amount`. */
  originalAmount?: number;
  /** Translated prefix read to screen-reader users before the struck price ("Původní cena"). */
  originalLabel?: string;
  /** Shown instead of 0 (e.g. "Zdarma"). */
  freeText?: string;
  /** Slot after the price for the with-/without-VAT note ("s DPH", "bez DPH"); already translated. */
  vatLabel?: ReactNode;
  size?: PriceSize;
  className?: string;
}

export function Price({
  amount,
  currency,
  originalAmount,
  originalLabel,
  freeText,
  vatLabel,
  size,
  className,
}: PriceProps) {
  const discounted = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={cx(styles.price({ size }), className)}>
      <span className={cx(styles.current, discounted && styles.currentDiscounted)}>
        {formatPrice(amount, currency, { freeText })}
      </span>
      {discounted ? (
        // <s>: a price that is no longer accurate (HTML's meaning of <s>, unlike <del> for edits).
        <s className={styles.original}>
          {originalLabel ? <VisuallyHidden>{`${originalLabel} `}</VisuallyHidden> : null}
          {formatPrice(originalAmount, currency)}
        </s>
      ) : null}
      {vatLabel ? <span className={styles.vatLabel}>{vatLabel}</span> : null}
    </span>
  );
}
