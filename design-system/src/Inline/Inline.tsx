import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import type { Sprinkles } from '../styles/sprinkles.css.ts';
import { inline } from './Inline.css.ts';

export const inlineElements = ['div', 'ul', 'ol', 'span', 'nav'] as const;
export type InlineElement = (typeof inlineElements)[number];

export type InlineProps = HTMLAttributes<HTMLElement> & {
  as?: InlineElement;
  /** Gap between items and between wrapped rows, from the spacing scale. Responsive. */
  gap?: Sprinkles['gap'];
  /** Horizontal distribution (`justify-content`). Responsive. */
  align?: Sprinkles['justifyContent'];
  /** Vertical alignment within a row (`align-items`). Responsive. */
  alignY?: Sprinkles['alignItems'];
};

/** Children side by side, wrapping onto new rows when they run out of room (tags, buttons). */
export function Inline({
  as: Element = 'div',
  gap = 'small',
  align,
  alignY = 'center',
  className,
  ...rest
}: InlineProps) {
  const layout = sprinkles({ gap, justifyContent: align, alignItems: alignY });
  return <Element className={cx(inline, layout, className)} {...rest} />;
}
