import type { StyleRule } from '@vanilla-extract/css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { AvailabilityStatus } from './availabilityVariants.ts';

export const availability = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.xsmall,
    margin: 0,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    status: {
      inStock: { color: vars.color.positive },
      outOfStock: { color: vars.color.critical },
      onOrder: { color: vars.color.caution },
    } satisfies Record<AvailabilityStatus, StyleRule>,
  },
});

export const icon = style({ alignSelf: 'center' });

export const status = style({ fontWeight: vars.fontWeight.strong });

/** Count and delivery date are details: normal weight in the text colour. */
export const detail = style({ color: vars.color.text });
