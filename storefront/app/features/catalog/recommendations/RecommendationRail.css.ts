import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const rail = style({ marginTop: vars.space.xxxlarge, minWidth: 0 });

export const compact = style({ marginTop: vars.space.large });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
});

export const compactHeading = style([heading, { fontSize: vars.fontSize.large }]);
