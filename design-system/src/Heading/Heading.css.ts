import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../styles/responsiveStyle.ts';
import { vars } from '../themes/contract.css.ts';
import type { HeadingVariant } from './headingVariants.ts';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

/** The two largest sizes step down on phones so long Czech words still fit. */
export const headingVariantClass: Record<HeadingVariant, string> = {
  2: style(
    responsiveStyle({
      base: { fontSize: vars.fontSize.xlarge },
      md: { fontSize: vars.fontSize.xxlarge },
    }),
  ),
  3: style(
    responsiveStyle({
      base: { fontSize: vars.fontSize.large },
      md: { fontSize: vars.fontSize.xlarge },
    }),
  ),
  4: style({ fontSize: vars.fontSize.large }),
  5: style({ fontSize: vars.fontSize.standard }),
};
