import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { text } from './Text.css.ts';
import type { TextElement, TextSize, TextTone, TextWeight } from './textVariants.ts';

export type TextProps = HTMLAttributes<HTMLElement> & {
  /** The element; choose by meaning (p for a paragraph), style with the other props. */
  as?: TextElement;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
};

/** Body text in the theme's font, sizes and semantic colours. */
export function Text({ as: Element = 'span', size, tone, weight, className, ...rest }: TextProps) {
  return <Element className={cx(text({ size, tone, weight }), className)} {...rest} />;
}
