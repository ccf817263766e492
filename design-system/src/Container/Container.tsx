import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { container } from './Container.css.ts';

export const containerElements = ['div', 'section', 'main', 'header', 'footer', 'article'] as const;
export type ContainerElement = (typeof containerElements)[number];

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** The element to render; landmarks (main, header, footer) keep the page structure semantic. */
  as?: ContainerElement;
};

/** Centres page content at the spec's container widths (450/720/1000/1200/1440 px). */
export function Container({ as: Element = 'div', className, ...rest }: ContainerProps) {
  return <Element className={cx(container, className)} {...rest} />;
}
