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

export const current = style({ fontWeight: vars.fontWeight.strong, whiteSpace: 'nowrap' });

/** A discounted price stands out in the critical (sale) colour. */
export const currentDiscounted = style({ color: vars.color.critical });

export const original = style({
  fontSize: '0.8em',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const vatLabel = style({ fontSize: '0.75em', color: vars.color.textMuted });
