import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import type { Sprinkles } from '../styles/sprinkles.css.ts';
import { grid } from './Grid.css.ts';

export const gridElements = ['div', 'ul', 'ol', 'section'] as const;
export type GridElement = (typeof gridElements)[number];

export type GridProps = HTMLAttributes<HTMLElement> & {
  as?: GridElement;
  /** Gap between columns and rows; `columnGap`/`rowGap` override one axis. Responsive. */
  gap?: Sprinkles['gap'];
  columnGap?: Sprinkles['columnGap'];
  rowGap?: Sprinkles['rowGap'];
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
  const layout = sprinkles({ gap, columnGap, rowGap, alignItems });
  return <Element className={cx(grid, layout, className)} {...rest} />;
}
