import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { mapResponsiveValue } from '../styles/responsiveValue.ts';
import type { ResponsiveValue } from '../styles/responsiveValue.ts';
import { columnSprinkles } from './Grid.css.ts';

// prettier-ignore
export type ColumnCount =
  | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12
  | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24;
export type ColumnOffset = 0 | Exclude<ColumnCount, 24>;

export const columnElements = ['div', 'li', 'section', 'article', 'aside'] as const;
export type ColumnElement = (typeof columnElements)[number];

export type ColumnProps = HTMLAttributes<HTMLElement> & {
  as?: ColumnElement;
  /** Columns to span (of 24), e.g. `{ base: 24, md: 12, lg: 8 }`. Defaults to the full row. */
  span?: ResponsiveValue<ColumnCount>;
  /** Empty columns before this one; `0` clears an offset from a smaller breakpoint. */
  offset?: ResponsiveValue<ColumnOffset>;
};

export function Column({
  as: Element = 'div',
  span = 24,
  offset,
  className,
  ...rest
}: ColumnProps) {
  const placement = columnSprinkles({
    gridColumnEnd: mapResponsiveValue(span, String),
    gridColumnStart: offset === undefined ? undefined : mapResponsiveValue(offset, String),
  });
  return <Element className={cx(placement, className)} {...rest} />;
}
