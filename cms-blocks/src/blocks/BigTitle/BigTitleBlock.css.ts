import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const bigTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  fontSize: vars.fontSize.xxlarge,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.xxxlarge } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.large, color: 'inherit' });
