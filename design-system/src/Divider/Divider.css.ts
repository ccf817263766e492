import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { DividerWeight } from './dividerVariants.ts';

export const divider = recipe({
  base: {
    width: '100%',
    height: 0,
    margin: 0,
    border: 0,
    borderTopStyle: 'solid',
    borderTopWidth: vars.borderWidth.standard,
  },
  variants: {
    weight: {
      regular: { borderTopColor: vars.color.border },
      strong: { borderTopColor: vars.color.borderStrong },
    } satisfies Record<DividerWeight, StyleRule>,
  },
  defaultVariants: { weight: 'regular' },
});
