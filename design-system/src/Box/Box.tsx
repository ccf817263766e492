import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { sprinkles } from '../styles/sprinkles.css.ts';
import type { Sprinkles } from '../styles/sprinkles.css.ts';

/** Elements a Box may render; pick by meaning, style with the sprinkle props. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'figure',
  'ul',
  'ol',
  'li',
  'p',
] as const;
export type BoxElement = (typeof boxElements)[number];

/** Sprinkle props win over same-named HTML attributes (`color`, `width`), which a Box never needs. */
export type BoxProps = Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> &
  Sprinkles & {
    as?: BoxElement;
  };

const sprinkleProperties: ReadonlySet<string> = sprinkles.properties;

/** Splits props into sprinkle values and everything else (passed to the element). */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleProperties.has(key)) atoms[key] = value;
    else native[key] = value;
  }
  return { atoms: atoms as Sprinkles, native };
}

/**
 * The layout primitive: any element from `boxElements` with theme-aware spacing, background,
 * radius, display and flex props (responsive: `padding={{ base: 'small', md: 'large' }}`).
 */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const { atoms, native } = splitProps(props);
  return <Element className={cx(sprinkles(atoms), className) || undefined} {...native} />;
}
