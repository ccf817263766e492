import { Children, isValidElement } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../styles/cx.ts';
import * as styles from './ProductGrid.css.ts';

export const productGridColumns = [2, 3, 4, 5] as const;
export type ProductGridColumns = (typeof productGridColumns)[number];

export type ProductGridProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  /** ProductCard (or ProductCardSkeleton) elements, one per product. */
  children?: ReactNode;
  /** `list`: one wide card per row (the cards' `list` layout); `card`: the tile grid. */
  layout?: 'card' | 'list';
  /** Most columns at full width; 2 on phones whatever this says. */
  maxColumns?: ProductGridColumns;
  /** Set while the products load (skeletons shown), so assistive tech waits. */
  busy?: boolean;
};

/**
 * A listing: a list of product cards whose rows line up (name, price and button at the same height
 * in every card of a row, with or without tags, rating or variants).
 */
export function ProductGrid({
  children,
  layout = 'card',
  maxColumns = 5,
  busy,
  className,
  ...rest
}: ProductGridProps) {
  const items = Children.toArray(children);
  return (
    <div className={styles.container}>
      <ul
        {...rest}
        aria-busy={busy || undefined}
        className={cx(
          styles.grid,
          layout === 'list' ? styles.list : styles.maxColumns[maxColumns],
          className,
        )}
      >
        {items.map((child, index) => (
          <li
            key={isValidElement(child) ? (child.key ?? index) : index}
            className={layout === 'list' ? styles.listItem : styles.item}
          >
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
