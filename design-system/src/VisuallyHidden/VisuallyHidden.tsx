import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export const visuallyHiddenElements = ['span', 'div', 'h2', 'h3', 'label', 'p'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & { as?: VisuallyHiddenElement };

/** Text for screen readers only: context such as "Original price" or an icon button's name. */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element className={cx(visuallyHidden, className)} {...rest} />;
}
