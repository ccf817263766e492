import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { IconSize } from './iconVariants.ts';

const square = (size: string): StyleRule => ({ width: size, height: size });

export const icon = recipe({
  // The CSS stroke width wins over the glyph's stroke-width attribute: one weight per theme.
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: '-0.125em',
    strokeWidth: vars.stroke.icon,
  },
  variants: {
    size: {
      inherit: square('1em'),
      small: square('16px'),
      medium: square('20px'),
      large: square('24px'),
    } satisfies Record<IconSize, StyleRule>,
  },
  defaultVariants: { size: 'inherit' },
});
