import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { ButtonSize } from '../Button/buttonVariants.ts';
// Imported first so this file's rules come later in the stylesheet and win over Button's sizes.
import '../Button/Button.css.ts';

const square = (size: string): StyleRule => ({
  width: size,
  minWidth: size,
  height: size,
  minHeight: size,
  padding: 0,
});

/** Square geometry on top of Button's recipe, which supplies colours, focus and disabled states. */
export const iconButton = recipe({
  base: { flexShrink: 0, gap: 0 },
  variants: {
    size: {
      large: square(vars.control.heightLarge),
      small: square(vars.control.heightSmall),
    } satisfies Record<ButtonSize, StyleRule>,
  },
  defaultVariants: { size: 'large' },
});
