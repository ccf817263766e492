import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes } from 'react';
import { cx } from '../styles/cx.ts';
import * as styles from './Rating.css.ts';
import { ratingStars } from './ratingStars.ts';
import { starPath } from './starPath.ts';
import type { RatingSize } from './ratingVariants.ts';

export type RatingLabel = (stars: number, max: number) => string;

/** "4.5 out of 5"; pass a translated function for other languages. */
export const defaultRatingLabel: RatingLabel = (stars, max) => `${stars} out of ${max}`;

export type RatingProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Review score 0–100 (spec §3). */
  value: number;
  /** Number of stars, from the theme settings (spec §9); 5 by default. */
  max?: number;
  size?: RatingSize;
  /** The accessible text from the rounded star value and the star count. */
  label?: RatingLabel;
};

/**
 * A row of stars as one SVG: the icon set's star drawn `count` times side by side. Ten separate
 * icons per rating made a product page with its rails' boxes and reviews carry 180 SVGs.
 */
function Stars({ count, className }: { count: number; className: string }) {
  return (
    <svg
      viewBox={`0 0 ${24 * count} 24`}
      className={className}
      style={{ width: `${count}em` }}
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: count }, (_, index) => (
        <path key={index} d={starPath} transform={index ? `translate(${24 * index})` : undefined} />
      ))}
    </svg>
  );
}

/** A read-only star rating with partial stars; one image with a text alternative for assistive tech. */
export function Rating({
  value,
  max = 5,
  size,
  label = defaultRatingLabel,
  className,
  style,
  ...rest
}: RatingProps) {
  const count = Math.max(1, Math.round(max));
  const stars = ratingStars(value, count);
  return (
    <span
      role="img"
      aria-label={label(stars, count)}
      className={cx(styles.rating({ size }), className)}
      style={{
        ...style,
        ...assignInlineVars({ [styles.fill]: `${Math.round((stars / count) * 10000) / 100}%` }),
      }}
      {...rest}
    >
      <Stars count={count} className={styles.stars} />
      <span className={styles.filled} aria-hidden="true">
        <Stars count={count} className={styles.stars} />
      </span>
    </span>
  );
}
