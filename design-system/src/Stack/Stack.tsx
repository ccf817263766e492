import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import type { Sprinkles } from '../styles/sprinkles.css.ts';
import { stack } from './Stack.css.ts';

export const stackElements = ['div', 'ul', 'ol', 'section', 'article', 'form', 'fieldset'] as const;
export type StackElement = (typeof stackElements)[number];

export type StackProps = HTMLAttributes<HTMLElement> & {
  as?: StackElement;
  /** Vertical gap from the spacing scale; responsive: `{ base: 'small', md: 'large' }`. */
  gap?: Sprinkles['gap'];
  /** Horizontal alignment of the children (stretch by default). Responsive. */
  align?: Sprinkles['alignItems'];
};

/** Children one under another with an even gap: the basic vertical layout. */
export function Stack({
  as: Element = 'div',
  gap = 'medium',
  align,
  className,
  ...rest
}: StackProps) {
  return (
    <Element
      className={cx(stack, sprinkles({ rowGap: gap, alignItems: align }), className)}
      {...rest}
    />
  );
}
