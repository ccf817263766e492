import { style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { PriceSize } from './priceVariants.ts';

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.small,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.xlarge },
    } satisfies Record<PriceSize, StyleRule>,
  },
  defaultVariants: { size: 'standard' },
});

/**
 * A price never wraps (its spaces are no-break spaces anyway); a currency symbol that is not one
 * (bad configuration, hostile content) is cut with an ellipsis at the available width instead of
 * pushing the page sideways.
 */
const oneLine = {
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

export const current = style({ ...oneLine, fontWeight: vars.fontWeight.strong });

/** A discounted price stands out in the critical (sale) colour. */
export const currentDiscounted = style({ color: vars.color.critical });

// Secondary price text shrinks with the price but never below 12 px (the small price is 13–14 px).
const secondarySize = (scale: string) => `max(${vars.fontSize.xsmall}, ${scale})`;

export const original = style({
  ...oneLine,
  fontSize: secondarySize('0.8em'),
  color: vars.color.textMuted,
});

export const vatLabel = style({ fontSize: secondarySize('0.75em'), color: vars.color.textMuted });
