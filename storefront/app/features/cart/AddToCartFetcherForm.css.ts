import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const error = style({
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

export const note = style({ margin: 0, color: vars.color.textMuted });
