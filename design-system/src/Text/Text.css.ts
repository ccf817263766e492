import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { TextSize, TextTone, TextWeight } from './textVariants.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.body },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    } satisfies Record<TextSize, StyleRule>,
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      critical: { color: vars.color.critical },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      info: { color: vars.color.info },
      // For text on a coloured surface (a button, a banner) that sets its own colour.
      inherit: { color: 'inherit' },
    } satisfies Record<TextTone, StyleRule>,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    } satisfies Record<TextWeight, StyleRule>,
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular' },
});
