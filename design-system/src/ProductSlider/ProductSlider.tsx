import { Children, isValidElement, useId } from 'react';
import type { ReactNode } from 'react';
import { RailArrow } from '../ScrollRail/RailArrow.tsx';
import * as rail from '../ScrollRail/ScrollRail.css.ts';
import { useScrollRail } from '../ScrollRail/useScrollRail.ts';
import { cx } from '../styles/cx.ts';
import * as styles from './ProductSlider.css.ts';

export interface ProductSliderLabels {
  previous: string;
  next: string;
}

export const defaultProductSliderLabels: ProductSliderLabels = {
  previous: 'Previous products',
  next: 'Next products',
};

export interface ProductSliderProps {
  /** The row's name (its list is labelled by it): "Recommended for you". */
  label: string;
  /** A visible heading for the row; `label` names it for assistive tech either way. */
  heading?: ReactNode;
  /** ProductCard elements. */
  children?: ReactNode;
  labels?: Partial<ProductSliderLabels>;
  className?: string;
}

/**
 * A horizontal row of product cards: swipe or scroll it (it snaps to cards), or use the previous
 * and next buttons, which appear once JavaScript runs. Focused, it scrolls with the arrow keys.
 */
export function ProductSlider({
  label,
  heading,
  children,
  labels: labelOverrides,
  className,
}: ProductSliderProps) {
  const labels = { ...defaultProductSliderLabels, ...labelOverrides };
  const { railRef, ready, atStart, atEnd, scrollByPage } = useScrollRail<HTMLUListElement>();
  const railId = useId();
  const items = Children.toArray(children);
  const scrollable = !(atStart && atEnd);
  return (
    <div className={cx(styles.root, className)}>
      {heading || (ready && scrollable) ? (
        <div className={styles.header}>
          {heading}
          {ready && scrollable ? (
            <div className={styles.controls}>
              <RailArrow
                direction="previous"
                label={labels.previous}
                aria-controls={railId}
                disabled={atStart}
                onClick={() => scrollByPage(-1)}
              />
              <RailArrow
                direction="next"
                label={labels.next}
                aria-controls={railId}
                disabled={atEnd}
                onClick={() => scrollByPage(1)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <ul
        ref={railRef}
        id={railId}
        aria-label={label}
        // Focusable so keyboard users can scroll it with the arrow keys (it has no other stops
        // when cards are links only).
        tabIndex={0}
        className={cx(rail.rail, ready && rail.railControlled, styles.track)}
      >
        {items.map((child, index) => (
          <li
            key={isValidElement(child) ? (child.key ?? index) : index}
            className={cx(styles.item, rail.snapItem)}
          >
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
