import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const heading = style({
  margin: `0 0 ${vars.space.large}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.large });
