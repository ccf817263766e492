import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const code = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
});

export const heading = style({
  margin: `${vars.space.xsmall} 0 ${vars.space.large}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxlarge,
  lineHeight: vars.lineHeight.heading,
});

export const details = style({
  overflowX: 'auto',
  padding: vars.space.large,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  background: vars.color.surfaceSunken,
});

export const hintText = style({ marginBottom: vars.space.xlarge });
