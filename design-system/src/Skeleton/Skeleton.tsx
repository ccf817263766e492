import type { CSSProperties } from 'react';
import { cx } from '../styles/cx.ts';
import * as styles from './Skeleton.css.ts';
import type { SkeletonShape } from './skeletonVariants.ts';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Number of lines for `text`; the last one is shorter, like the end of a paragraph. */
  lines?: number;
  /** CSS length (number = px). Defaults: 100% for text and box, 40px for circle. */
  width?: number | string;
  /** CSS length (number = px). Defaults: one text line, 120px for box, `width` for circle. */
  height?: number | string;
  className?: string;
}

const px = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/**
 * A grey placeholder with the shape of content that is still loading. It is aria-hidden: the
 * owner marks the loading region with aria-busy (and a status message for long waits).
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span
        className={cx(styles.lines, className)}
        style={{ width: px(width) ?? '100%' }}
        aria-hidden="true"
        data-skeleton="text"
      >
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className={cx(styles.block, styles.shape.text)}
            style={{
              width: count > 1 && index === count - 1 ? '60%' : '100%',
              height: px(height),
            }}
          />
        ))}
      </span>
    );
  }
  const size: CSSProperties =
    shape === 'circle'
      ? { width: px(width) ?? '40px', height: px(height ?? width) ?? '40px' }
      : { width: px(width) ?? '100%', height: px(height) ?? '120px' };
  return (
    <span
      className={cx(styles.block, styles.shape[shape], className)}
      style={size}
      aria-hidden="true"
      data-skeleton={shape}
    />
  );
}
