import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import { heading, headingVariantClass } from './Heading.css.ts';
import { defaultHeadingVariant } from './headingVariants.ts';
import type { HeadingLevel, HeadingVariant } from './headingVariants.ts';

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Document outline level: renders <h1>…<h6>. */
  level: HeadingLevel;
  /** Visual size, when it should differ from the level (a section title that looks smaller). */
  variant?: HeadingVariant;
};

export function Heading({ level, variant, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const look = headingVariantClass[variant ?? defaultHeadingVariant(level)];
  return <Element className={cx(heading, look, className)} {...rest} />;
}
