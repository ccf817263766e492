import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import type { Sprinkles } from '../styles/sprinkles.css.ts';
import { gapSprinkles, grid } from './Grid.css.ts';
import type { GapSprinkles } from './Grid.css.ts';

export const gridElements = ['div', 'ul', 'ol', 'section'] as const;
export type GridElement = (typeof gridElements)[number];

export type GridProps = HTMLAttributes<HTMLElement> & {
  as?: GridElement;
  /**
   * Gap between columns and rows; `columnGap`/`rowGap` override one axis. Responsive. Column gaps
   * never exceed 2.5 % of the row, so 24 columns fit on any phone.
   */
  gap?: GapSprinkles['gap'];
  columnGap?: GapSprinkles['columnGap'];
  rowGap?: GapSprinkles['rowGap'];
  alignItems?: Sprinkles['alignItems'];
};

/** A 24-column CSS grid; place children with `Column`. */
export function Grid({
  as: Element = 'div',
  gap = 'gutter',
  columnGap,
  rowGap,
  alignItems,
  className,
  ...rest
}: GridProps) {
  const gaps = gapSprinkles({ gap, columnGap, rowGap });
  return <Element className={cx(grid, gaps, sprinkles({ alignItems }), className)} {...rest} />;
}
