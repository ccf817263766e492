import { createVar, style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { RatingSize } from './ratingVariants.ts';

/** How much of the row is filled, as a percentage of its width. */
export const fill = createVar();

export const rating = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    verticalAlign: 'middle',
    lineHeight: 1,
    // Empty stars in the skeleton colour: seen as stars (1.5:1 or more), yet the accent fill
    // stands out in every theme.
    color: vars.color.skeleton,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.large },
      large: { fontSize: vars.fontSize.xxlarge },
    } satisfies Record<RatingSize, StyleRule>,
  },
  defaultVariants: { size: 'standard' },
});

/** The filled stars lie over the empty ones, cut at the score: partial stars without extra shapes. */
export const filled = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: fill,
  overflow: 'hidden',
  color: vars.color.rating,
});

/**
 * A row of the set's stars, filled: a rating reads as solid shapes, not outlines. Stroked like
 * every icon of the theme (`vars.stroke.icon`, round caps and joins, as the icon set draws them).
 */
export const stars = style({
  height: '1em',
  // Its width is the row's own (set inline), never shrunk to the filled part's: a global
  // `max-width: 100%` on SVGs would squeeze the filled stars instead of cutting them.
  maxWidth: 'none',
  flexShrink: 0,
  display: 'block',
  fill: 'currentColor',
  stroke: 'currentColor',
  strokeWidth: vars.stroke.icon,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
